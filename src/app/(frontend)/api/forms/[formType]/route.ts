import { identifyCaller } from '@/features/lead-capture/forms/guard'
import { submitDefinedForm } from '@/features/lead-capture/forms/submit'
import { readJsonBody } from '@/lib/api/read-json'
import { handlePublicCall } from '@/lib/api/respond'
import { getPayloadClient } from '@/lib/payload'
import { routeMethods } from '@/lib/api/route-methods'

async function handlePost(request: Request, { params }: { params: Promise<{ formType: string }> }) {
  const { formType } = await params
  return handlePublicCall(request, async (edition) => {
    const { leadId, download } = await submitDefinedForm(
      { payload: await getPayloadClient(), request, body: await readJsonBody(request), edition, caller: identifyCaller(request) },
      formType,
    )
    return { leadId, ...(download && { download }) }
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handlePost })
