import type { Payload } from 'payload'
import { releaseRunningJobs } from '@/lib/payload-jobs'

/** Longer than any delivery can run (the CRM call times out after 10 s), so a job this old has no live worker. */
const STALE_AFTER_SECONDS = 120

/**
 * Jobs a killed worker was running stay marked as processing, and Payload never picks them up again. Releasing
 * them re-runs their deliveries; the CRM's idempotency key makes a repeated post harmless. At start-up only jobs
 * older than any delivery can run are released (a stopping worker may still be finishing its batch); the one
 * worker, between two of its batches, releases every job left processing (`olderThanSeconds: 0`): a database
 * error in Payload's job update leaves the job marked so.
 */
export async function releaseStaleJobs(payload: Payload, olderThanSeconds = STALE_AFTER_SECONDS): Promise<void> {
  const released = await releaseRunningJobs(payload.db.pool, olderThanSeconds)
  if (released) payload.logger.warn(`Released ${released} job(s) left marked as running.`)
}
