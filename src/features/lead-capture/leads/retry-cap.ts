import type { Pool } from 'pg'
import { MAX_RETRY_DELAY_MS } from './crm-webhook'
import { DELIVER_LEAD_TASK } from './delivery-queue'

/**
 * Payload's exponential backoff has no ceiling (after a day of failures it would wait days): the job worker
 * brings every queued delivery's next attempt forward to at most MAX_RETRY_DELAY_MS from now.
 */
export async function capDeliveryRetryWaits(pool: Pool): Promise<void> {
  await pool.query(
    `UPDATE payload_jobs SET wait_until = now() + make_interval(secs => $2)
     WHERE task_slug = $1 AND completed_at IS NULL AND NOT processing AND wait_until > now() + make_interval(secs => $2)`,
    [DELIVER_LEAD_TASK, MAX_RETRY_DELAY_MS / 1000],
  )
}
