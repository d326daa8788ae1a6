import type { Payload } from 'payload'

/** Longer than any delivery can run (the CRM call times out after 10 s), so a job this old has no live worker. */
const STALE_AFTER_SECONDS = 120

/**
 * Jobs a killed server was running stay marked as processing, and Payload never picks them up again. Releasing
 * them at start-up re-runs their deliveries; the CRM's idempotency key makes a repeated post harmless.
 */
export async function releaseStaleJobs(payload: Payload): Promise<void> {
  try {
    const { rowCount } = await payload.db.pool.query(
      `UPDATE payload_jobs SET processing = false WHERE processing AND completed_at IS NULL AND updated_at < now() - make_interval(secs => $1)`,
      [STALE_AFTER_SECONDS],
    )
    if (rowCount) payload.logger.warn(`Released ${rowCount} delivery job(s) left running by a stopped server.`)
  } catch (error) {
    // Before the first migration there is no jobs table, and nothing to release.
    if ((error as { code?: string }).code !== UNDEFINED_TABLE) throw error
  }
}

const UNDEFINED_TABLE = '42P01'
