import type { Queryable } from './db-types'

/**
 * The one place that reads and writes Payload's job table (`payload_jobs`, created by Payload's migrations) in
 * plain SQL, for what its Local API cannot do or does at too high a cost: queue a job inside the caller's own
 * transaction, release jobs a killed worker left marked as running, cap the retry backoff, and read the backlog.
 * `tests/int/payload-jobs.test.ts` checks the columns used here against the migrated table, so a Payload upgrade
 * that moves them fails there first.
 */

/** The job worker's queue for deliveries: leads to sales and push notifications, each quick to retry. */
export const DELIVERY_QUEUE = 'delivery'

/** The columns of payload_jobs this module uses, with their PostgreSQL types (an enum's by its name). */
export const JOB_COLUMNS = {
  input: 'jsonb',
  // An enum of the tasks payload.config.ts declares: inserting a slug it lacks fails.
  task_slug: 'enum_payload_jobs_task_slug',
  queue: 'character varying',
  processing: 'boolean',
  completed_at: 'timestamp with time zone',
  has_error: 'boolean',
  wait_until: 'timestamp with time zone',
  created_at: 'timestamp with time zone',
  updated_at: 'timestamp with time zone',
} as const

/** PostgreSQL's undefined_table: before the first migration there is no job table. */
const UNDEFINED_TABLE = '42P01'

/** Queues a job as Payload's runner picks it up (as `payload.jobs.queue` would), in the caller's transaction. */
export async function insertJob(client: Queryable, job: { task: string; queue: string; input: Record<string, unknown> }): Promise<void> {
  await client.query(`INSERT INTO payload_jobs (input, task_slug, queue) VALUES ($1, $2, $3)`, [JSON.stringify(job.input), job.task, job.queue])
}

/** Marks as not running the unfinished jobs last updated at least `olderThanSeconds` ago; answers how many. */
export async function releaseRunningJobs(pool: Queryable, olderThanSeconds: number): Promise<number> {
  try {
    const { rowCount } = await pool.query(
      `UPDATE payload_jobs SET processing = false WHERE processing AND completed_at IS NULL AND updated_at <= now() - make_interval(secs => $1)`,
      [olderThanSeconds],
    )
    return rowCount ?? 0
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return 0
    throw error
  }
}

/** Brings the next attempt of a task's waiting jobs forward to at most `maxWaitSeconds` from now. */
export async function capJobWaits(pool: Queryable, task: string, maxWaitSeconds: number): Promise<void> {
  await pool.query(
    `UPDATE payload_jobs SET wait_until = now() + make_interval(secs => $2)
     WHERE task_slug = $1 AND completed_at IS NULL AND NOT processing AND wait_until > now() + make_interval(secs => $2)`,
    [task, maxWaitSeconds],
  )
}

export type JobBacklog = { queue: string; waiting: number; oldestSeconds: number }

/** Per queue, the jobs not yet done (a job failed for good is out) and the age of the oldest. */
export async function readJobBacklog(pool: Queryable): Promise<JobBacklog[]> {
  const { rows } = await pool.query<{ queue: string; waiting: string; oldest_seconds: number | null }>(
    `SELECT coalesce(queue, 'default') AS queue, count(*) AS waiting, extract(epoch FROM now() - min(created_at))::float AS oldest_seconds
       FROM payload_jobs WHERE completed_at IS NULL AND NOT coalesce(has_error, false) GROUP BY 1`,
  )
  return rows.map((row) => ({ queue: row.queue, waiting: Number(row.waiting), oldestSeconds: row.oldest_seconds ?? 0 }))
}
