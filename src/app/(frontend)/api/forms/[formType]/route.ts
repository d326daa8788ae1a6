import { identifyCaller } from '@/features/lead-capture/forms/guard'
import { submitDefinedForm } from '@/features/lead-capture/forms/submit'
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
