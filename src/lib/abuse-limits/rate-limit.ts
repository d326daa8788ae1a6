import { ApiError } from '@/lib/api/errors'
import type { Queryable } from '@/lib/db-types'
import type { RateLimitRule } from './rules'
import { log } from '@/lib/logger'

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number; bucket: string }

/**
 * Counts one hit against each rule for its subject, in PostgreSQL so that every server instance shares the counts,
 * and answers whether all rules still allow it. Fixed windows aligned to the epoch; one statement for all rules.
 */
export async function consumeRateLimits(db: Queryable, hits: { rule: RateLimitRule; subject: string }[]): Promise<RateLimitOutcome> {
  if (hits.length === 0) return { allowed: true }
  const { rows } = await db.query<{ bucket: string; hits: number; limit_: number; retry_after: number }>(
    `WITH input AS (
       SELECT bucket, subject, window_seconds, limit_,
              to_timestamp(floor(extract(epoch FROM now()) / window_seconds) * window_seconds) AS window_start
       FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS t(bucket, subject, window_seconds, limit_)
     ), counted AS (
       INSERT INTO lead_capture.rate_limit_counters AS c (bucket, subject, window_start, window_end, hits)
       SELECT bucket, subject, window_start, window_start + make_interval(secs => window_seconds), 1 FROM input
       ON CONFLICT (bucket, subject, window_start) DO UPDATE SET hits = c.hits + 1
       RETURNING c.bucket, c.subject, c.hits, c.window_end
     )
     SELECT counted.bucket, counted.hits, input.limit_,
            ceil(extract(epoch FROM counted.window_end - now()))::int AS retry_after
     FROM counted JOIN input USING (bucket, subject)`,
    [hits.map((h) => h.rule.bucket), hits.map((h) => h.subject), hits.map((h) => h.rule.windowSeconds), hits.map((h) => h.rule.limit)],
  )
  const exceeded = rows.filter((r) => r.hits > r.limit_).sort((a, b) => b.retry_after - a.retry_after)[0]
  if (Math.random() < 0.01) void removeExpiredCounters(db)
  return exceeded ? { allowed: false, retryAfterSeconds: Math.max(1, exceeded.retry_after), bucket: exceeded.bucket } : { allowed: true }
}

/** Counts one hit of `subject` against each of `rules`; past any of them, the API's 429 with how long to wait. */
export async function enforceRateLimits(db: Queryable, rules: readonly RateLimitRule[], subject: string): Promise<void> {
  const outcome = await consumeRateLimits(
    db,
    rules.map((rule) => ({ rule, subject })),
  )
  if (!outcome.allowed) throw new ApiError('RATE_LIMITED', { retryAfterSeconds: outcome.retryAfterSeconds })
}

async function removeExpiredCounters(db: Queryable) {
  await db.query(`DELETE FROM lead_capture.rate_limit_counters WHERE window_end < now() - interval '1 hour'`).catch((error: Error) => {
    log.error('[rate-limit] could not remove expired counters:', error.message)
  })
}
