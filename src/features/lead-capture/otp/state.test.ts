import { describe, expect, it } from 'vitest'
import { generateOtpCode, hashOtpCode, otpHashesMatch } from './codes'
import { evaluateOtpAttempt, OTP_MAX_WRONG_ATTEMPTS, type OtpRecord } from './state'

const now = new Date('2026-11-21T10:00:00Z')
const pending = (overrides: Partial<OtpRecord> = {}): OtpRecord => ({
  status: 'pending',
  expiresAt: new Date(now.getTime() + 60_000),
  failedAttempts: 0,
  ...overrides,
})

describe('one-time code attempts', () => {
  it('verifies a matching code once', () => {
    expect(evaluateOtpAttempt(pending(), true, now)).toEqual({ result: 'verified' })
    expect(evaluateOtpAttempt(pending({ status: 'verified' }), true, now)).toEqual({ result: 'used' })
  })

  it('counts wrong codes and kills the request at the fifth', () => {
    expect(evaluateOtpAttempt(pending(), false, now)).toEqual({ result: 'incorrect', failedAttempts: 1 })
    expect(evaluateOtpAttempt(pending({ failedAttempts: OTP_MAX_WRONG_ATTEMPTS - 2 }), false, now)).toEqual({ result: 'incorrect', failedAttempts: 4 })
    expect(evaluateOtpAttempt(pending({ failedAttempts: OTP_MAX_WRONG_ATTEMPTS - 1 }), false, now)).toEqual({ result: 'locked', failedAttempts: 5 })
    expect(evaluateOtpAttempt(pending({ status: 'dead', failedAttempts: 5 }), true, now)).toEqual({ result: 'dead' })
  })

  it('refuses even the right code after it expired', () => {
    expect(evaluateOtpAttempt(pending({ expiresAt: now }), true, now)).toEqual({ result: 'expired' })
  })
})

describe('codes', () => {
  it('are six digits, varied', () => {
    const codes = Array.from({ length: 200 }, generateOtpCode)
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true)
    expect(new Set(codes).size).toBeGreaterThan(190)
  })

  it('hash to a value bound to the request and the phone', () => {
    const key = Buffer.alloc(32, 7)
    const stored = hashOtpCode(key, 'req-1', '+919812345678', '123456')
    expect(otpHashesMatch(stored, hashOtpCode(key, 'req-1', '+919812345678', '123456'))).toBe(true)
    expect(otpHashesMatch(stored, hashOtpCode(key, 'req-2', '+919812345678', '123456'))).toBe(false)
    expect(otpHashesMatch(stored, hashOtpCode(key, 'req-1', '+919812345679', '123456'))).toBe(false)
    expect(otpHashesMatch(stored, hashOtpCode(key, 'req-1', '+919812345678', '123457'))).toBe(false)
    expect(stored.toString('hex')).not.toContain('123456')
  })
})
