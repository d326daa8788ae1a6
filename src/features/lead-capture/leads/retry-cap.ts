import type { Pool } from 'pg'
import { capJobWaits } from '@/lib/payload-jobs'
import { MAX_RETRY_DELAY_MS } from './crm-webhook'
import { DELIVER_LEAD_TASK } from '@/collections/Leads/delivery-queue'

/**
 * Payload's exponential backoff has no ceiling (after a day of failures it would wait days): the job worker
 * brings every queued delivery's next attempt forward to at most MAX_RETRY_DELAY_MS from now.
 */
export async function capDeliveryRetryWaits(pool: Pool): Promise<void> {
  await capJobWaits(pool, DELIVER_LEAD_TASK, MAX_RETRY_DELAY_MS / 1000)
}
