import type { RateLimitRule } from './rules'

/**
 * Seconds until a phone may get another code, or 0: the resend cooldown after its last send, and each
 * "at most N in a sliding window" rule over its earlier sends (newest first).
 */
export function secondsUntilNextSend(
  sendsNewestFirst: readonly Date[],
  now: Date,
  rules: readonly Pick<RateLimitRule, 'limit' | 'windowSeconds'>[],
  cooldownSeconds: number,
): number {
  const waits = [0]
  const last = sendsNewestFirst[0]
  if (last) waits.push(last.getTime() + cooldownSeconds * 1000 - now.getTime())
  for (const { limit, windowSeconds } of rules) {
    // The send that must leave the window before one more fits in it.
    const blocking = sendsNewestFirst[limit - 1]
    if (blocking) waits.push(blocking.getTime() + windowSeconds * 1000 - now.getTime())
  }
  return Math.max(0, Math.ceil(Math.max(...waits) / 1000))
}
