/** How long a code may be entered, how many wrong tries kill it, and how long a verified phone stays verified. */
export const OTP_VALID_MS = 10 * 60 * 1000
export const OTP_MAX_WRONG_ATTEMPTS = 5
export const VERIFIED_PHONE_VALID_MS = 24 * 60 * 60 * 1000

export type OtpRecord = {
  status: 'pending' | 'verified' | 'dead'
  expiresAt: Date
  failedAttempts: number
}

export type VerificationOutcome =
  | { result: 'verified' }
  | { result: 'incorrect'; failedAttempts: number }
  | { result: 'locked'; failedAttempts: number }
  | { result: 'used' | 'expired' | 'dead' }

/**
 * One verification attempt against a stored request: a code is good once, within its time, before the fifth
 * wrong try; the fifth wrong try kills the request.
 */
export function evaluateOtpAttempt(record: OtpRecord, codeMatches: boolean, now: Date): VerificationOutcome {
  if (record.status === 'verified') return { result: 'used' }
  if (record.status === 'dead') return { result: 'dead' }
  if (now >= record.expiresAt) return { result: 'expired' }
  if (codeMatches) return { result: 'verified' }
  const failedAttempts = record.failedAttempts + 1
  return failedAttempts >= OTP_MAX_WRONG_ATTEMPTS ? { result: 'locked', failedAttempts } : { result: 'incorrect', failedAttempts }
}
