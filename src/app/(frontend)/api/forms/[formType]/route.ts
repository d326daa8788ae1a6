import { identifyCaller } from '@/features/lead-forms/guard'
import { submitDefinedForm } from '@/features/lead-forms/submit'
import { readJsonBody } from '@/lib/api/read-json'
import { handlePublicCall } from '@/lib/api/respond'
import { getPayloadClient } from '@/lib/payload'

export async function POST(request: Request, { params }: { params: Promise<{ formType: string }> }) {
  const { formType } = await params
  return handlePublicCall(request, async (edition) => {
    const { leadId, download } = await submitDefinedForm(
      { payload: await getPayloadClient(), request, body: await readJsonBody(request), edition, caller: identifyCaller(request) },
      formType,
    )
    return { leadId, ...(download && { download }) }
  })
}
