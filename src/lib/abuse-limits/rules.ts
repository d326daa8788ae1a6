/**
 * At most `limit` hits in any `windowSeconds` (a sliding window: ./sliding-window.ts) for one subject (the hash
 * of a client's address, or of its /64 for IPv6: `clientNetwork` in src/lib/api/request-meta.ts).
 */
export type RateLimitRule = { bucket: string; limit: number; windowSeconds: number }

const MINUTE = 60
const DAY = 24 * 60 * MINUTE

export const RATE_LIMITS = {
  otpSendPerIp: [
    { bucket: 'otp-send:ip:10m', limit: 10, windowSeconds: 10 * MINUTE },
    { bucket: 'otp-send:ip:day', limit: 50, windowSeconds: DAY },
  ],
  otpVerifyPerIp: [{ bucket: 'otp-verify:ip:10m', limit: 30, windowSeconds: 10 * MINUTE }],
  leadSubmitPerIp: [
    { bucket: 'lead-submit:ip:10m', limit: 20, windowSeconds: 10 * MINUTE },
    { bucket: 'lead-submit:ip:day', limit: 100, windowSeconds: DAY },
  ],
  // Subscribing and unsubscribing to push notifications: a browser does it once or twice.
  pushSubscriptionPerIp: [
    { bucket: 'push-subscription:ip:10m', limit: 20, windowSeconds: 10 * MINUTE },
    { bucket: 'push-subscription:ip:day', limit: 100, windowSeconds: DAY },
  ],
  // Violation reports from browsers (POST /api/csp-reports): a page that breaks reports a few per load.
  cspReportsPerIp: [
    { bucket: 'csp-report:ip:10m', limit: 60, windowSeconds: 10 * MINUTE },
    { bucket: 'csp-report:ip:day', limit: 500, windowSeconds: DAY },
  ],
  // Failed staff logins (src/lib/abuse-limits/login-throttle.ts): growing waits for one address trying one
  // account, and for one address whatever the account.
  loginFailuresPerAccountAndIp: [
    { bucket: 'login-fail:account-ip:5m', limit: 5, windowSeconds: 5 * MINUTE },
    { bucket: 'login-fail:account-ip:hour', limit: 10, windowSeconds: 60 * MINUTE },
    { bucket: 'login-fail:account-ip:day', limit: 20, windowSeconds: DAY },
  ],
  loginFailuresPerIp: [
    { bucket: 'login-fail:ip:10m', limit: 20, windowSeconds: 10 * MINUTE },
    { bucket: 'login-fail:ip:day', limit: 100, windowSeconds: DAY },
  ],
  // Failures on one account from everywhere slow its logins down; they never refuse them (an outsider could).
  loginFailuresPerAccount: [{ bucket: 'login-fail:account:hour', limit: 20, windowSeconds: 60 * MINUTE }],
} as const satisfies Record<string, readonly RateLimitRule[]>

/**
 * Codes per recipient, each phone and each e-mail address: sliding windows over its own code requests (see
 * phone-sends.ts), not counters.
 */
export const OTP_SENDS_PER_RECIPIENT = [
  { limit: 3, windowSeconds: 10 * MINUTE },
  { limit: 10, windowSeconds: DAY },
] as const
/** The name those limits are counted under in the refusals metric. */
export const OTP_RECIPIENT_LIMIT = 'otp-send:recipient'

/** The server's resend cooldown for one recipient, the shortest countdown the forms show (30 ticks of 500 ms). */
export const OTP_RESEND_COOLDOWN_SECONDS = 15
