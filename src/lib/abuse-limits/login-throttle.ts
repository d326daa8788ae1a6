import { setTimeout as sleep } from 'node:timers/promises'
import type { Queryable } from '@/lib/db-types'
import { checkRateLimits, consumeRateLimits, countRefusal } from './rate-limit'
import { RATE_LIMITS } from './rules'

/**
 * Staff logins without a lock an outsider can use: failed attempts count per address and account, per address,
 * and per account (subjects are keyed hashes). One address guessing gets growing waits (429 with Retry-After);
 * the account itself is never refused, only slowed down once it is guessed at from everywhere, so its owner still
 * gets in from their own address. Payload's own lock (which refused the right password and told that the account
 * exists) is off (src/collections/Users).
 */
export type LoginSubjects = { accountAndIp: string; ip: string; account: string }

/** Every failed answer takes at least this long: an unknown address answers as slowly as a wrong password. */
export const FAILED_LOGIN_MIN_MS = 600
/** How long each attempt on an account guessed at from everywhere waits first. */
const SLOWED_ACCOUNT_DELAY_MS = 3000

const refusing = (subjects: LoginSubjects) => [
  ...RATE_LIMITS.loginFailuresPerAccountAndIp.map((rule) => ({ rule, subject: subjects.accountAndIp })),
  ...RATE_LIMITS.loginFailuresPerIp.map((rule) => ({ rule, subject: subjects.ip })),
]
const slowing = (subjects: LoginSubjects) => RATE_LIMITS.loginFailuresPerAccount.map((rule) => ({ rule, subject: subjects.account }))

/** Before an attempt: the seconds this address must wait (0: go on), after the account's slow-down if any. */
export async function beforeLoginAttempt(db: Queryable, subjects: LoginSubjects): Promise<number> {
  const outcome = await checkRateLimits(db, refusing(subjects))
  if (!outcome.allowed) {
    countRefusal(outcome.bucket)
    return outcome.retryAfterSeconds
  }
  if (!(await checkRateLimits(db, slowing(subjects))).allowed) await sleep(SLOWED_ACCOUNT_DELAY_MS)
  return 0
}

/** After a failed attempt: counted against the address and account, the pair and the account. */
export async function recordFailedLogin(db: Queryable, subjects: LoginSubjects): Promise<void> {
  await consumeRateLimits(db, [...refusing(subjects), ...slowing(subjects)])
}

/** After a successful one: this address's failures on this account are forgiven. */
export async function forgiveFailedLogins(db: Queryable, subjects: LoginSubjects): Promise<void> {
  await db.query(`DELETE FROM lead_capture.rate_limit_counters WHERE subject = $1 AND bucket LIKE 'login-fail:account-ip:%'`, [subjects.accountAndIp])
}
