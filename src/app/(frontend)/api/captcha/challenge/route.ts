import { z } from '@/lib/zod'
import { createCaptchaChallenge } from '@/lib/captcha/service'
import { CAPTCHA_ACTIONS } from '@/lib/captcha/types'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

const querySchema = z.object({ action: z.enum(CAPTCHA_ACTIONS) })

/** An ALTCHA proof-of-work challenge for `?action=otp|lead`; 404 while another captcha provider is configured. */
export async function GET(request: Request): Promise<Response> {
  const query = querySchema.safeParse({ action: new URL(request.url).searchParams.get('action') })
  if (!query.success) return Response.json({ error: 'Unknown captcha action.' }, { status: 400, headers: NO_STORE })
  const challenge = await createCaptchaChallenge(query.data.action)
  if (!challenge) return Response.json({ error: 'Not found.' }, { status: 404, headers: NO_STORE })
  return Response.json(challenge, { headers: NO_STORE })
}
