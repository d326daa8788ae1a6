import { handleOtpCall } from '@/features/lead-capture/otp/endpoint'
import { identifyCaller } from '@/features/lead-capture/forms/guard'
import { readJsonBody } from '@/lib/api/read-json'
import { handlePublicCall } from '@/lib/api/respond'
import { getPayloadClient } from '@/lib/payload'

export async function POST(request: Request) {
  return handlePublicCall(request, async (edition) =>
    handleOtpCall(await getPayloadClient(), request, await readJsonBody(request), edition, identifyCaller(request)),
  )
}
