import { describe, expect, it } from 'vitest'
import { buildOtpEmail, buildOtpText } from './otp-text'

describe('buildOtpText', () => {
  it('gives the code, the 10-minute expiry and the warning in English', () => {
    const text = buildOtpText({ code: '482913', language: 'en' })
    expect(text).toContain('482913')
    expect(text).toMatch(/10 minutes/)
    expect(text).toMatch(/not share/i)
    expect(text.length).toBeLessThanOrEqual(160)
  })

  it('gives the same in Spanish, short enough for one UCS-2 segment', () => {
    const text = buildOtpText({ code: '482913', language: 'es' })
    expect(text).toContain('482913')
    expect(text).toMatch(/10 minutos/)
    expect(text).toMatch(/No lo compartas/)
    expect(text.length).toBeLessThanOrEqual(70)
  })
})

describe('buildOtpEmail', () => {
  it('greets by name and carries the code', () => {
    const email = buildOtpEmail({ code: '482913', language: 'en', recipientName: 'Asha' })
    expect(email.subject).toBe('Your Northwind verification code')
    expect(email.text).toMatch(/^Hello Asha,/)
    expect(email.text).toContain('482913')
    expect(email.text).toMatch(/10 minutes/)
  })

  it('is localized, and greets without a name when none is given', () => {
    const email = buildOtpEmail({ code: '482913', language: 'es', recipientName: '  ' })
    expect(email.subject).toBe('Tu código de verificación de Northwind')
    expect(email.text).toMatch(/^Hola:/)
    expect(email.text).toContain('482913')
    expect(email.text).toMatch(/10 minutos/)
  })
})
