import { handleOtpCall } from '@/features/lead-capture/otp/endpoint'
import { identifyCaller } from '@/features/lead-capture/forms/guard'
import { readJsonBody } from '@/lib/api/read-json'
import { handlePublicCall } from '@/lib/api/respond'
import { getPayloadClient } from '@/lib/payload'
import { routeMethods } from '@/lib/api/route-methods'

async function handlePost(request: Request) {
  return handlePublicCall(request, async (edition) =>
    handleOtpCall(await getPayloadClient(), request, await readJsonBody(request), edition, identifyCaller(request)),
  )
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handlePost })
