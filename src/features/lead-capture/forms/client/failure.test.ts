import { describe, expect, it } from 'vitest'
import { DOMESTIC_FAILURES, MEXICO_FAILURES, failureNotice } from './failure'

describe('failure messages', () => {
  it('uses the domestic wording', () => {
    expect(failureNotice({ ok: false, reason: 'captcha' }, DOMESTIC_FAILURES)).toEqual({ key: 'captchaInvalid' })
    expect(failureNotice({ ok: false, reason: 'network' }, DOMESTIC_FAILURES)).toEqual({ key: 'serverError' })
  })

  it('uses the Mexico wording for both captcha and network', () => {
    expect(failureNotice({ ok: false, reason: 'captcha' }, MEXICO_FAILURES)).toEqual({ key: 'captchaOrNetwork' })
    expect(failureNotice({ ok: false, reason: 'network' }, MEXICO_FAILURES)).toEqual({ key: 'captchaOrNetwork' })
  })

  it("shows the server's localized message and stays silent where only logging is wanted", () => {
    const error = { code: 'RATE_LIMITED' as const, message: 'Too many attempts. Please try again in 2 minutes.' }
    expect(failureNotice({ ok: false, reason: 'rejected', status: 429, error }, DOMESTIC_FAILURES)).toEqual({ text: error.message })
    expect(failureNotice({ ok: false, reason: 'network' }, { captcha: 'captchaInvalid' })).toBeUndefined()
  })
})
