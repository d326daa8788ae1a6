import { z } from '@/lib/zod'
import type { CaptchaProvider, CaptchaProviderName, ProviderVerdict } from './types'
import { log } from '@/lib/logger'

const DEFAULT_TIMEOUT_MS = 5_000
// Longer than either provider accepts a token (reCAPTCHA two minutes, Turnstile five).
const TOKEN_MEMORY_MS = 10 * 60_000
// Codes that blame our request or secret, or the provider itself: the visitor did nothing wrong.
const SITE_ERROR_CODES = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request', 'internal-error'])

const INVALID = { ok: false, reason: 'invalid' } as const
const UNAVAILABLE = { ok: false, reason: 'unavailable' } as const

// The common part of Google's and Cloudflare's siteverify answers.
const responseSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
})

type SiteVerifyResponse = z.infer<typeof responseSchema>

export type SiteVerifyOptions = { secretKey: string; verifyUrl: string; timeoutMs?: number }

export type RecaptchaOptions = SiteVerifyOptions & { minScore: number }

/** Google reCAPTCHA v3: a token is accepted only with a score of at least `minScore`. */
export function createRecaptchaProvider({ minScore, ...options }: RecaptchaOptions): CaptchaProvider<'recaptcha'> {
  return createSiteVerifyProvider('recaptcha', options, (response) => (response.score ?? -1) >= minScore)
}

/** Cloudflare Turnstile. */
export function createTurnstileProvider(options: SiteVerifyOptions): CaptchaProvider<'turnstile'> {
  return createSiteVerifyProvider('turnstile', options, () => true)
}

function createSiteVerifyProvider<Name extends Exclude<CaptchaProviderName, 'altcha'>>(
  name: Name,
  { secretKey, verifyUrl, timeoutMs = DEFAULT_TIMEOUT_MS }: SiteVerifyOptions,
  isScoreAccepted: (response: SiteVerifyResponse) => boolean,
): CaptchaProvider<Name> {
  return {
    name,
    async verify(token, { action, hostname, remoteIp }): Promise<ProviderVerdict> {
      const body = new URLSearchParams({ secret: secretKey, response: token })
      if (remoteIp) body.set('remoteip', remoteIp)
      let response: SiteVerifyResponse
      try {
        const res = await fetch(verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(timeoutMs) })
        if (!res.ok) throw new Error(`HTTP ${res.status}`)
        response = responseSchema.parse(await res.json())
      } catch (error) {
        log.error(`[captcha] ${name} siteverify failed:`, error instanceof Error ? error.message : error)
        return UNAVAILABLE
      }
      if (!response.success) {
        const codes = response['error-codes'] ?? []
        if (!codes.some((code) => SITE_ERROR_CODES.has(code))) return INVALID
        log.error(`[captcha] ${name} siteverify refused our request:`, codes.join(', '))
        return UNAVAILABLE
      }
      if (response.action !== action) return INVALID
      if (response.hostname?.toLowerCase() !== hostname.toLowerCase()) return INVALID
      if (!isScoreAccepted(response)) return INVALID
      return { ok: true, tokenId: token, expiresAt: new Date(Date.now() + TOKEN_MEMORY_MS) }
    },
  }
}
