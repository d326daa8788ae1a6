import type { env } from '@/env'
import { captchaOriginSources } from '@/lib/security/captcha-origins'
import type { ExtraSources } from '@/lib/security/content-security-policy'
import { createAltchaProvider, deriveAltchaHmacKey, type AltchaProvider } from './altcha'
import { createRecaptchaProvider, createTurnstileProvider } from './siteverify'
import type { CaptchaClientConfig, CaptchaProvider, CaptchaProviderName } from './types'
import { log } from '@/lib/logger'

/** Where the browser fetches ALTCHA challenges (src/app/(frontend)/api/captcha/challenge/route.ts). */
const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge'

export type CaptchaSettings = Pick<
  typeof env,
  | 'CAPTCHA_PROVIDER'
  | 'PAYLOAD_SECRET'
  | 'ALTCHA_HMAC_KEY'
  | 'ALTCHA_MAX_NUMBER'
  | 'RECAPTCHA_SITE_KEY'
  | 'RECAPTCHA_SECRET_KEY'
  | 'RECAPTCHA_MIN_SCORE'
  | 'RECAPTCHA_VERIFY_URL'
  | 'RECAPTCHA_SCRIPT_URL'
  | 'TURNSTILE_SITE_KEY'
  | 'TURNSTILE_SECRET_KEY'
  | 'TURNSTILE_VERIFY_URL'
  | 'TURNSTILE_SCRIPT_URL'
>

export type ConfiguredCaptchaProvider = AltchaProvider | CaptchaProvider<'recaptcha' | 'turnstile'>

/** The provider the settings choose; without its secret, one that refuses every token as 'unavailable'. */
export function createCaptchaProvider(settings: CaptchaSettings): ConfiguredCaptchaProvider {
  switch (settings.CAPTCHA_PROVIDER) {
    case 'altcha':
      return createAltchaProvider({
        hmacKey: settings.ALTCHA_HMAC_KEY ?? deriveAltchaHmacKey(settings.PAYLOAD_SECRET),
        maxNumber: settings.ALTCHA_MAX_NUMBER,
      })
    case 'recaptcha':
      return settings.RECAPTCHA_SECRET_KEY
        ? createRecaptchaProvider({
            secretKey: settings.RECAPTCHA_SECRET_KEY,
            verifyUrl: settings.RECAPTCHA_VERIFY_URL,
            minScore: settings.RECAPTCHA_MIN_SCORE,
          })
        : createUnavailableProvider('recaptcha', 'RECAPTCHA_SECRET_KEY')
    case 'turnstile':
      return settings.TURNSTILE_SECRET_KEY
        ? createTurnstileProvider({ secretKey: settings.TURNSTILE_SECRET_KEY, verifyUrl: settings.TURNSTILE_VERIFY_URL })
        : createUnavailableProvider('turnstile', 'TURNSTILE_SECRET_KEY')
  }
}

export function createCaptchaClientConfig(settings: CaptchaSettings): CaptchaClientConfig {
  switch (settings.CAPTCHA_PROVIDER) {
    case 'altcha':
      return { provider: 'altcha', challengeUrl: CAPTCHA_CHALLENGE_PATH }
    case 'recaptcha':
      return { provider: 'recaptcha', siteKey: settings.RECAPTCHA_SITE_KEY, scriptUrl: settings.RECAPTCHA_SCRIPT_URL }
    case 'turnstile':
      return { provider: 'turnstile', siteKey: settings.TURNSTILE_SITE_KEY, scriptUrl: settings.TURNSTILE_SCRIPT_URL }
  }
}

/**
 * What the page's Content-Security-Policy must allow for the configured captcha: ALTCHA is served by the site
 * itself (its challenge is our API, its workers are blob: URLs); reCAPTCHA and Turnstile load a script from their
 * origin, which opens a frame from there.
 */
export function captchaSources(config: CaptchaClientConfig): ExtraSources {
  if (config.provider === 'altcha' || !config.scriptUrl) return {}
  return captchaOriginSources(config.provider, [new URL(config.scriptUrl).origin])
}

function createUnavailableProvider<Name extends CaptchaProviderName>(name: Name, missingSetting: string): CaptchaProvider<Name> {
  let hasLogged = false
  return {
    name,
    async verify() {
      if (!hasLogged) {
        hasLogged = true
        log.error(`[captcha] ${missingSetting} is not set: every ${name} token is refused as unavailable.`)
      }
      return { ok: false, reason: 'unavailable' }
    },
  }
}
