import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { OTP_LENGTH } from '@/features/lead-capture/forms/constants'

/** Six digits from the cryptographic generator, leading zeros kept. */
export function generateOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
}

/** The only form in which a code is stored: keyed, and bound to its request and the recipient it was sent to (a phone, an e-mail). */
export function hashOtpCode(key: Buffer, requestId: string, recipient: string, code: string): Buffer {
  return createHmac('sha256', key).update(`${requestId}\n${recipient}\n${code}`).digest()
}

/** A second code for the same request, never equal to the first: the code a visitor enters must say which one they read. */
export function generateOtherOtpCode(first: string): string {
  for (;;) {
    const code = generateOtpCode()
    if (code !== first) return code
  }
}

export function otpHashesMatch(stored: Buffer, candidate: Buffer): boolean {
  return stored.length === candidate.length && timingSafeEqual(stored, candidate)
}
