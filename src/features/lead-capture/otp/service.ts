import { createHmac, randomUUID } from 'node:crypto'
import { env } from '@/env'
import { countRefusal, enforceRateLimits } from '@/lib/abuse-limits/rate-limit'
import { secondsUntilNextSend } from '@/lib/abuse-limits/phone-sends'
import { OTP_RECIPIENT_LIMIT, OTP_RESEND_COOLDOWN_SECONDS, OTP_SENDS_PER_RECIPIENT, RATE_LIMITS } from '@/lib/abuse-limits/rules'
import { dialCodeOf, toE164 } from '@/features/lead-capture/forms/dial-codes'
import type { OtpGenerateRequest, OtpVerifyRequest } from '@/features/lead-capture/forms/schemas'
import type { EditionCode } from '@/i18n/editions'
import { ApiError } from '@/lib/api/errors'
import type { Queryable } from '@/lib/db-types'
import { inTransaction, lockUntilCommit, type Transactable } from '@/lib/transaction'
import type { EmailedOtp } from '@/lib/messaging/types'
import { generateOtherOtpCode, generateOtpCode, hashOtpCode, otpHashesMatch } from './codes'
import { MAILBOX_OF_EMAIL, mailboxOf } from './mailbox'
import { evaluateOtpAttempt, OTP_VALID_MS, VERIFIED_PHONE_VALID_MS } from './state'
import { log } from '@/lib/logger'

export type OtpDelivery = (message: {
  channel: 'sms' | 'whatsapp'
  to: string
  email?: EmailedOtp
  code: string
  recipientName?: string
  edition: EditionCode
  requestId: string
}) => Promise<void>

export type OtpDeps = {
  /** A pool, or a client for a transaction: verification locks its row with SELECT ... FOR UPDATE. */
  db: Transactable
  deliver: OtpDelivery
  now?: () => Date
}

const codeKey = createHmac('sha256', env.PAYLOAD_SECRET).update('otp-code-hash').digest()

/** The times of a recipient's earlier sends in the last day, newest first (`column`: the phone, or the e-mail's mailbox). */
async function recentSends(tx: Queryable, column: 'phone' | typeof MAILBOX_OF_EMAIL, recipient: string): Promise<Date[]> {
  const { rows } = await tx.query<{ created_at: Date }>(
    `SELECT created_at FROM lead_capture.otp_requests WHERE ${column} = $1 AND created_at > now() - interval '1 day' ORDER BY created_at DESC LIMIT 20`,
    [recipient],
  )
  return rows.map((row) => row.created_at)
}

/**
 * Creates a request, sends its code and answers its id. A failed send is logged only; the visitor may resend.
 * Limits hold per client address (one counter update), and per phone and per e-mail address: their check and the
 * new request are one transaction that holds a lock per recipient, so parallel requests cannot all see room for one
 * more.
 */
export async function requestOtp(
  deps: OtpDeps,
  request: OtpGenerateRequest,
  context: { ipHash: string; edition: EditionCode; pendingLead?: Record<string, unknown> },
): Promise<string> {
  const phone = toE164(dialCodeOf(request.country), request.phone)
  const mailbox = request.otpRequestType === 'EMAIL_WHATSAPP' && request.email ? mailboxOf(request.email) : undefined
  await enforceRateLimits(deps.db, RATE_LIMITS.otpSendPerIp, context.ipHash)

  const requestId = randomUUID()
  const code = generateOtpCode()
  const emailed = mailbox && request.email ? { to: request.email, code: generateOtherOtpCode(code) } : undefined
  const now = deps.now?.() ?? new Date()
  await inTransaction(deps.db, async (tx) => {
    // Always the phone's lock first, then the address's: two requests never wait for each other in a circle.
    for (const recipient of [`otp-send:${phone}`, ...(mailbox ? [`otp-send:${mailbox}`] : [])]) {
      await lockUntilCommit(tx, recipient)
    }
    const waits = [secondsUntilNextSend(await recentSends(tx, 'phone', phone), now, OTP_SENDS_PER_RECIPIENT, OTP_RESEND_COOLDOWN_SECONDS)]
    if (mailbox) waits.push(secondsUntilNextSend(await recentSends(tx, MAILBOX_OF_EMAIL, mailbox), now, OTP_SENDS_PER_RECIPIENT, OTP_RESEND_COOLDOWN_SECONDS))
    const wait = Math.max(...waits)
    if (wait > 0) {
      countRefusal(OTP_RECIPIENT_LIMIT)
      throw new ApiError('RATE_LIMITED', { retryAfterSeconds: wait })
    }
    await tx.query(
      `INSERT INTO lead_capture.otp_requests (id, channel, phone, email, code_hash, email_code_hash, created_at, expires_at, ip_hash, pending_lead)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        requestId,
        request.otpRequestType,
        phone,
        request.email ?? null,
        hashOtpCode(codeKey, requestId, phone, code),
        emailed ? hashOtpCode(codeKey, requestId, emailed.to, emailed.code) : null,
        now,
        new Date(now.getTime() + OTP_VALID_MS),
        context.ipHash,
        context.pendingLead ?? null,
      ],
    )
  })
  try {
    await deps.deliver({
      channel: request.otpRequestType === 'EMAIL_WHATSAPP' ? 'whatsapp' : 'sms',
      to: phone,
      email: emailed,
      code,
      recipientName: request.recipientName,
      edition: context.edition,
      requestId,
    })
  } catch (error) {
    log.error(`[otp] sending the code of request ${requestId} failed:`, error instanceof Error ? error.message : error)
  }
  return requestId
}

const REFUSALS = { used: 'OTP_USED', expired: 'OTP_EXPIRED', dead: 'OTP_LOCKED' } as const

/** What a verified request proved: the phone (the code sent to it), or only the e-mail (EMAIL_WHATSAPP's e-mailed code). */
export type VerifiedBy = 'phone' | 'email'

export type VerifiedOtp = { requestId: string; phone: string; by: VerifiedBy; pendingLead: Record<string, unknown> | null }

/**
 * Checks a code: answers the verified request and which recipient's code it was, or throws the reason it is refused
 * (a wrong code is counted first).
 */
export async function verifyOtp(deps: OtpDeps, request: OtpVerifyRequest, context: { ipHash: string }): Promise<VerifiedOtp> {
  await enforceRateLimits(deps.db, RATE_LIMITS.otpVerifyPerIp, context.ipHash)

  const outcome = await inTransaction(deps.db, async (tx) => {
    const { rows } = await tx.query<{
      phone: string
      email: string | null
      code_hash: Buffer
      email_code_hash: Buffer | null
      status: 'pending' | 'verified' | 'dead'
      expires_at: Date
      failed_attempts: number
      pending_lead: Record<string, unknown> | null
    }>(
      `SELECT phone, email, code_hash, email_code_hash, status, expires_at, failed_attempts, pending_lead FROM lead_capture.otp_requests WHERE id = $1 FOR UPDATE`,
      [request.requestId],
    )
    const row = rows[0]
    if (!row) throw new ApiError('OTP_UNKNOWN')
    const now = deps.now?.() ?? new Date()
    const by: VerifiedBy | undefined = otpHashesMatch(row.code_hash, hashOtpCode(codeKey, request.requestId, row.phone, request.otp))
      ? 'phone'
      : row.email_code_hash && row.email && otpHashesMatch(row.email_code_hash, hashOtpCode(codeKey, request.requestId, row.email, request.otp))
        ? 'email'
        : undefined
    const attempt = evaluateOtpAttempt({ status: row.status, expiresAt: row.expires_at, failedAttempts: row.failed_attempts }, by !== undefined, now)
    switch (attempt.result) {
      case 'verified':
        await tx.query(`UPDATE lead_capture.otp_requests SET status = 'verified', verified_by = $4, verified_at = $2, verified_until = $3 WHERE id = $1`, [
          request.requestId,
          now,
          new Date(now.getTime() + VERIFIED_PHONE_VALID_MS),
          by,
        ])
        return { verified: { requestId: request.requestId, phone: row.phone, by: by!, pendingLead: row.pending_lead } }
      case 'incorrect':
      case 'locked': {
        await tx.query(`UPDATE lead_capture.otp_requests SET failed_attempts = $2, status = $3 WHERE id = $1`, [
          request.requestId,
          attempt.failedAttempts,
          attempt.result === 'locked' ? 'dead' : 'pending',
        ])
        const field = attempt.result === 'locked' ? 'otpLocked' : 'otpIncorrect'
        // Refused after the commit: the wrong attempt must count.
        return { refusal: new ApiError(attempt.result === 'locked' ? 'OTP_LOCKED' : 'OTP_INCORRECT', { fields: { otp: field } }) }
      }
      default:
        throw new ApiError(REFUSALS[attempt.result])
    }
  })
  if ('refusal' in outcome) throw outcome.refusal
  return outcome.verified
}

const phoneNotVerified = () => new ApiError('PHONE_NOT_VERIFIED', { fields: { phoneNumber: 'phoneNotVerified' } })

/**
 * What a lead's request vouches for, for this very phone: 'phone' when the code sent to the phone was entered,
 * 'email' when only EMAIL_WHATSAPP's e-mailed one was (which proves the inbox, not the phone). Refused when the
 * request is not verified, has expired, or is another phone's. The server never trusts a "verified" flag from the browser.
 */
export async function verifiedBy(db: Queryable, requestId: string, phone: string): Promise<VerifiedBy> {
  const { rows } = await db.query<{ verified_by: VerifiedBy | null }>(
    `SELECT verified_by FROM lead_capture.otp_requests WHERE id = $1 AND phone = $2 AND status = 'verified' AND verified_until > now()`,
    [requestId, phone],
  )
  const by = rows[0]?.verified_by
  if (!by) throw phoneNotVerified()
  return by
}

/** A lead that needs a verified phone presents the request that verified it, with the code sent to that phone. */
export async function assertPhoneVerified(db: Queryable, requestId: string | undefined, phone: string): Promise<void> {
  if (!requestId || (await verifiedBy(db, requestId, phone)) !== 'phone') throw phoneNotVerified()
}
