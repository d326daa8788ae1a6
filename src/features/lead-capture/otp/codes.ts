import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { OTP_LENGTH } from '@/features/lead-capture/forms/constants'

/** Six digits from the cryptographic generator, leading zeros kept. */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
}

/** The only form in which a code is stored: keyed, and bound to its request and its phone. */
export function hashOtpCode(key: Buffer, requestId: string, phone: string, code: string): Buffer {
  return createHmac('sha256', key).update(`${requestId}\n${phone}\n${code}`).digest()
}

export function otpHashesMatch(stored: Buffer, candidate: Buffer): boolean {
  return stored.length === candidate.length && timingSafeEqual(stored, candidate)
}
