import { ApiError } from '@/lib/api/errors'
import type { Queryable } from '@/lib/db-types'
import type { RateLimitRule } from './rules'
import { secondsUntilRoom, withinLimit, type WindowCounts } from './sliding-window'
import { log } from '@/lib/logger'
import { rateLimitRefusals } from '@/lib/metrics'

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number; bucket: string }

type RuleHit = { rule: RateLimitRule; subject: string }
type CountsRow = { bucket: string; hits: number; previous_hits: number; elapsed_seconds: number; window_seconds: number; limit_: number }

/** Each rule and subject with the start of its current fixed window (aligned to the epoch). */
const RULES_NOW = `SELECT bucket, subject, window_seconds, limit_,
         to_timestamp(floor(extract(epoch FROM now()) / window_seconds) * window_seconds) AS window_start
  FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS t(bucket, subject, window_seconds, limit_)`

/** Each rule's hits in `this_window` and in the window before it (as it was before the statement). */
const COUNTS = `SELECT input.bucket, coalesce(this_window.hits, 0) AS hits, coalesce(last_window.hits, 0) AS previous_hits,
         extract(epoch FROM now() - input.window_start)::float8 AS elapsed_seconds, input.window_seconds, input.limit_
  FROM input
  LEFT JOIN this_window USING (bucket, subject)
  LEFT JOIN lead_capture.rate_limit_counters last_window ON last_window.bucket = input.bucket AND last_window.subject = input.subject
   AND last_window.window_start = input.window_start - make_interval(secs => input.window_seconds)`

const parameters = (hits: RuleHit[]) => [
  hits.map((h) => h.rule.bucket),
  hits.map((h) => h.subject),
  hits.map((h) => h.rule.windowSeconds),
  hits.map((h) => h.rule.limit),
]

const toCounts = (row: CountsRow): WindowCounts => ({
  hits: row.hits,
  previousHits: row.previous_hits,
  elapsedSeconds: row.elapsed_seconds,
  windowSeconds: row.window_seconds,
  limit: row.limit_,
})

/**
 * Counts one hit against each rule for its subject, in PostgreSQL so that every server instance shares the counts,
 * and answers whether all rules still allow it over their sliding windows (./sliding-window.ts); one statement
 * for all rules. A refused hit counts too, so a client that keeps on trying keeps itself waiting.
 */
export async function consumeRateLimits(db: Queryable, hits: RuleHit[]): Promise<RateLimitOutcome> {
  if (hits.length === 0) return { allowed: true }
  const { rows } = await db.query<CountsRow>(
    `WITH input AS (${RULES_NOW}), this_window AS (
       INSERT INTO lead_capture.rate_limit_counters AS c (bucket, subject, window_start, window_end, hits)
       SELECT bucket, subject, window_start, window_start + make_interval(secs => window_seconds), 1 FROM input
       ON CONFLICT (bucket, subject, window_start) DO UPDATE SET hits = c.hits + 1
       RETURNING c.bucket, c.subject, c.hits
     ) ${COUNTS}`,
    parameters(hits),
  )
  if (Math.random() < 0.01) void removeExpiredCounters(db)
  return outcomeOf(rows, withinLimit)
}

/** Whether every rule has room for one more hit of its subject, without counting one. */
export async function checkRateLimits(db: Queryable, hits: RuleHit[]): Promise<RateLimitOutcome> {
  if (hits.length === 0) return { allowed: true }
  const { rows } = await db.query<CountsRow>(
    `WITH input AS (${RULES_NOW}), this_window AS (
       SELECT c.bucket, c.subject, c.hits FROM lead_capture.rate_limit_counters c JOIN input USING (bucket, subject, window_start)
     ) ${COUNTS}`,
    parameters(hits),
  )
  return outcomeOf(rows, (counts) => secondsUntilRoom(counts) === 0)
}

/** Allowed when every rule's counts pass `holds`; else refused by the rule that keeps the client waiting longest. */
function outcomeOf(rows: CountsRow[], holds: (counts: WindowCounts) => boolean): RateLimitOutcome {
  const refusals = rows
    .map((row) => ({ bucket: row.bucket, counts: toCounts(row) }))
    .filter(({ counts }) => !holds(counts))
    .map(({ bucket, counts }) => ({ bucket, retryAfterSeconds: secondsUntilRoom(counts) }))
    .sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)
  return refusals[0] ? { allowed: false, ...refusals[0] } : { allowed: true }
}

/** A request refused by the limit named `limit` (a rule's bucket), for the operators' metrics. */
export function countRefusal(limit: string) {
  rateLimitRefusals.inc({ limit })
}

/** Counts one hit of `subject` against each of `rules`; past any of them, the API's 429 with how long to wait. */
export async function enforceRateLimits(db: Queryable, rules: readonly RateLimitRule[], subject: string): Promise<void> {
  const outcome = await consumeRateLimits(
    db,
    rules.map((rule) => ({ rule, subject })),
  )
  if (outcome.allowed) return
  countRefusal(outcome.bucket)
  throw new ApiError('RATE_LIMITED', { retryAfterSeconds: outcome.retryAfterSeconds })
}

/**
 * A window's counts serve until the window after it has ended too. (`window_end < now()`, implied by the other
 * condition, lets the index on window_end narrow the scan.)
 */
async function removeExpiredCounters(db: Queryable) {
  await db
    .query(`DELETE FROM lead_capture.rate_limit_counters WHERE window_end < now() AND window_end + (window_end - window_start) < now()`)
    .catch((error: Error) => {
      log.error('[rate-limit] could not remove expired counters:', error.message)
    })
}
