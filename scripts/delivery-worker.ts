/**
 * Runs the queued jobs in a process of its own, which `npm start` starts beside `next start` at a lower CPU
 * priority: the lead deliveries (e-mail to sales, CRM webhook), so a burst of them never holds up the visitors'
 * submissions, and the scheduled publishing of resources (which then asks the web server to refresh its
 * cache). Jobs are rows in PostgreSQL, so either process can stop at any time without losing one. Payload 3
 * claims jobs without a lock: a deployment runs exactly one of these, and web processes never run jobs.
 * On SIGTERM it finishes the batch in hand, then exits.
 */
import './lib/load-env'
import { setTimeout as sleep } from 'node:timers/promises'
import { getPayload } from 'payload'
import { env, refuseDevelopmentDefaults } from '../src/env'
import { DELIVERY_QUEUE } from '../src/lib/payload-jobs'
import { releaseStaleJobs } from '../src/features/lead-capture/leads/release-stale-jobs'
import { capDeliveryRetryWaits } from '../src/features/lead-capture/leads/retry-cap'
import { registerJobBacklogMetrics } from '../src/lib/job-backlog-metrics'
import { sendConsoleToJsonLog } from '../src/lib/logger'
import { closePool } from '../src/lib/pg-pool'
import { SCHEDULED_PUBLISH_QUEUE } from '../src/features/resources/publishing'
import config from '../src/payload.config'
import { startMetricsServer } from './lib/metrics-server'

/** Small batches: each finished job is marked done right away, and a stop waits for one batch at most. */
const BATCH_SIZE = 10

refuseDevelopmentDefaults()
sendConsoleToJsonLog()
const payload = await getPayload({ config })
if (env.METRICS_PORT) {
  startMetricsServer(env.METRICS_PORT)
  registerJobBacklogMetrics(payload.db.pool)
}
await releaseStaleJobs(payload)
const stop = new AbortController()
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop.abort())
const pause = () => sleep(env.JOBS_RUN_INTERVAL_SECONDS * 1000, undefined, { signal: stop.signal }).catch(() => {})
const QUEUES = [DELIVERY_QUEUE, SCHEDULED_PUBLISH_QUEUE]
payload.logger.info(`Job worker: running queues ${QUEUES.join(', ')} every ${env.JOBS_RUN_INTERVAL_SECONDS} s while they are empty.`)

/** One batch of a queue; true while it has a backlog that is being worked through. */
async function runBatch(queue: string): Promise<boolean> {
  const {
    jobStatus,
    noJobsRemaining,
    remainingJobsFromQueried: failed,
  } = await payload.jobs.run({
    queue,
    limit: BATCH_SIZE,
    // The delivery task logs each failed attempt in one line; Payload's own logs would add a stack trace per attempt.
    silent: queue === DELIVERY_QUEUE,
  })
  const ran = Object.keys(jobStatus ?? {}).length
  return !(noJobsRemaining || ran === 0 || failed === ran)
}

/**
 * Payload's job updates open a transaction that a database error leaves open for good, holding its pooled
 * connection: after ten such errors (a database restart, say) every query would wait for ever. Nothing else
 * runs in this process between batches, so any transaction still open then is one of those.
 */
async function rollBackAbandonedTransactions() {
  const open = Object.keys((payload.db as unknown as { sessions?: Record<string, unknown> }).sessions ?? {})
  for (const id of open) await payload.db.rollbackTransaction(id).catch(() => {})
  if (open.length) payload.logger.warn(`Job worker: rolled back ${open.length} transaction(s) a failed job update left open.`)
}

while (!stop.signal.aborted) {
  try {
    const backlog = []
    for (const queue of QUEUES) backlog.push(await runBatch(queue))
    await capDeliveryRetryWaits(payload.db.pool)
    // Between two batches of the one worker no job runs: one still marked running lost its update to a database error.
    await releaseStaleJobs(payload, 0)
    // Straight on while a backlog is being worked through; a pause when the queues are empty or every attempt failed.
    if (!backlog.some(Boolean)) await pause()
  } catch (error) {
    payload.logger.error(`Delivery worker: running the queue failed (${error instanceof Error ? error.message : String(error)}); trying again shortly.`)
    await rollBackAbandonedTransactions()
    await pause()
  }
}
await payload.destroy()
await closePool(payload.db.pool)
process.exit(0)
