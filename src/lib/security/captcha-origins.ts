import type { ExtraSources } from './content-security-policy'

/**
 * Where the third-party captchas may load their script from. The static header policy allows these origins
 * whatever the deployment configures (it is written at build time), so the environment accepts a script address
 * (RECAPTCHA_SCRIPT_URL, TURNSTILE_SCRIPT_URL) only on one of them.
 */
export const CAPTCHA_SCRIPT_ORIGINS = {
  recaptcha: ['https://www.google.com', 'https://www.recaptcha.net'],
  turnstile: ['https://challenges.cloudflare.com'],
} as const

/** reCAPTCHA's script loads the rest of its code from gstatic. */
const RECAPTCHA_STATIC_ORIGIN = 'https://www.gstatic.com'

export function isCaptchaScriptOrigin(provider: keyof typeof CAPTCHA_SCRIPT_ORIGINS, url: string): boolean {
  return (CAPTCHA_SCRIPT_ORIGINS[provider] as readonly string[]).includes(new URL(url).origin)
}

/** What a captcha loads: its script, the frame it opens, its calls back (reCAPTCHA also from gstatic). */
export function captchaOriginSources(provider: keyof typeof CAPTCHA_SCRIPT_ORIGINS, origins: readonly string[]): ExtraSources {
  return { script: provider === 'recaptcha' ? [...origins, RECAPTCHA_STATIC_ORIGIN] : origins, frame: origins, connect: origins }
}

/** Every captcha origin together: what the header policy allows at most. */
export const ALL_CAPTCHA_SOURCES: readonly ExtraSources[] = [
  captchaOriginSources('recaptcha', CAPTCHA_SCRIPT_ORIGINS.recaptcha),
  captchaOriginSources('turnstile', CAPTCHA_SCRIPT_ORIGINS.turnstile),
]
