import { z } from '@/lib/zod'
import { ApiError } from '@/lib/api/errors'
import { handlePublicCall } from '@/lib/api/respond'
import { createCaptchaChallenge } from '@/lib/captcha/service'
import { CAPTCHA_ACTIONS } from '@/lib/captcha/types'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

const querySchema = z.object({ action: z.enum(CAPTCHA_ACTIONS) })

/**
 * An ALTCHA proof-of-work challenge for `?action=otp|lead`; 404 while another captcha provider is configured.
 * Refusals are the public APIs' `{ error: { code, message, fields } }`, in the caller's language.
 */
function handleGet(request: Request): Promise<Response> {
  return handlePublicCall(
    request,
    async () => {
      const query = querySchema.safeParse({ action: new URL(request.url).searchParams.get('action') })
      if (!query.success) throw new ApiError('VALIDATION_FAILED', { fields: { action: 'choiceInvalid' } })
      const challenge = await createCaptchaChallenge(query.data.action)
      if (!challenge) throw new ApiError('NOT_FOUND', { message: 'captchaNotUsed' })
      return challenge
    },
    { bare: true },
  )
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
