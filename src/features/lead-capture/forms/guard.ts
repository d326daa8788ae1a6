import 'server-only'
import { env } from '@/env'
import { enforceRateLimits } from '@/lib/abuse-limits/rate-limit'
import { RATE_LIMITS } from '@/lib/abuse-limits/rules'
import { CAPTCHA_HEADER } from '@/lib/captcha/header'
import { verifyCaptcha } from '@/lib/captcha/service'
import type { CaptchaAction } from '@/lib/captcha/types'
import { ApiError } from '@/lib/api/errors'
import { clientIp, clientNetwork, hashIp } from '@/lib/api/request-meta'
import type { Queryable } from '@/lib/db-types'
import { HONEYPOT_FIELD, MINIMUM_FILL_MS } from './constants'
import type { SubmissionContext } from './context'

export type Caller = { ip: string; ipHash: string; userAgent?: string }

export function identifyCaller(request: Request): Caller {
  return { ip: clientIp(request.headers), ipHash: hashIp(clientNetwork(request.headers)), userAgent: request.headers.get('user-agent') ?? undefined }
}

const siteHostname = new URL(env.SITE_URL).hostname

/** Every form and OTP call must carry a captcha token the configured provider accepts, once. */
export async function requireCaptcha(request: Request, action: CaptchaAction, caller: Caller): Promise<void> {
  const result = await verifyCaptcha(request.headers.get(CAPTCHA_HEADER), { action, hostname: siteHostname, remoteIp: caller.ip })
  if (!result.ok) {
    if (result.reason === 'unavailable') throw new Error('The captcha provider could not be reached or is not configured.')
    throw new ApiError('CAPTCHA_FAILED')
  }
}

/** The honeypot is empty and the form took a person's time to fill. */
export function assertLooksHuman(context: SubmissionContext, now = Date.now()): void {
  if (context[HONEYPOT_FIELD]) throw new ApiError('AUTOMATED_SUBMISSION')
  if (now - context.startedAt < MINIMUM_FILL_MS) throw new ApiError('AUTOMATED_SUBMISSION')
}

export async function limitSubmissions(db: Queryable, caller: Caller): Promise<void> {
  await enforceRateLimits(db, RATE_LIMITS.leadSubmitPerIp, caller.ipHash)
}
