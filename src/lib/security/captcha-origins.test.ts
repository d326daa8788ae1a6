import { describe, expect, it } from 'vitest'
import { isCaptchaScriptOrigin } from './captcha-origins'

describe('isCaptchaScriptOrigin', () => {
  it("accepts a captcha's script only from the origins the header policy allows for it", () => {
    expect(isCaptchaScriptOrigin('recaptcha', 'https://www.recaptcha.net/recaptcha/api.js')).toBe(true)
    expect(isCaptchaScriptOrigin('turnstile', 'https://challenges.cloudflare.com/turnstile/v0/api.js')).toBe(true)
    expect(isCaptchaScriptOrigin('turnstile', 'https://www.google.com/recaptcha/api.js')).toBe(false)
    expect(isCaptchaScriptOrigin('recaptcha', 'https://captcha.example.com/api.js')).toBe(false)
    expect(isCaptchaScriptOrigin('recaptcha', 'http://www.google.com/recaptcha/api.js')).toBe(false)
  })
})
