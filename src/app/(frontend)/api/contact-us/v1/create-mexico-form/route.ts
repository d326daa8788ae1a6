import { identifyCaller } from '@/features/lead-capture/forms/guard'
import { submitMexicoLead } from '@/features/lead-capture/forms/submit'
import { readJsonBody } from '@/lib/api/read-json'
import { handlePublicCall } from '@/lib/api/respond'
import { getPayloadClient } from '@/lib/payload'
import { routeMethods } from '@/lib/api/route-methods'

async function handlePost(request: Request) {
  return handlePublicCall(request, async (edition) => {
    const { leadId } = await submitMexicoLead({
      payload: await getPayloadClient(),
      request,
      body: await readJsonBody(request),
      edition,
      caller: identifyCaller(request),
    })
    return { leadId }
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handlePost })
