/**
 * Runs the queued lead deliveries (e-mail to sales, CRM webhook) in a process of its own, which `npm start`
 * starts beside `next start` at a lower CPU priority: a burst of deliveries then never holds up the visitors'
 * submissions, and what is queued is delivered as soon as the CPU is free. Jobs are rows in PostgreSQL, so
 * either process can stop at any time without losing one.
 */
import './lib/load-env'
import { setTimeout as sleep } from 'node:timers/promises'
import { getPayload } from 'payload'
import { env } from '../src/env'
import { DELIVERY_QUEUE } from '../src/features/leads/delivery-queue'
import config from '../src/payload.config'

/** Small batches: each finished job is marked done right away, and a stop waits for one batch at most. */
const BATCH_SIZE = 10

const payload = await getPayload({ config })
const stop = new AbortController()
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop.abort())
const pause = () => sleep(env.JOBS_RUN_INTERVAL_SECONDS * 1000, undefined, { signal: stop.signal }).catch(() => {})
payload.logger.info(`Delivery worker: running queue "${DELIVERY_QUEUE}" every ${env.JOBS_RUN_INTERVAL_SECONDS} s while it is empty.`)

while (!stop.signal.aborted) {
  try {
    const { jobStatus, noJobsRemaining, remainingJobsFromQueried: failed } = await payload.jobs.run({
      queue: DELIVERY_QUEUE,
      limit: BATCH_SIZE,
      // The task logs each failed attempt in one line; Payload's own logs would add a stack trace per attempt.
      silent: true,
    })
    const ran = Object.keys(jobStatus ?? {}).length
    // Straight on while a backlog is being delivered; a pause when the queue is empty or every attempt failed.
    if (noJobsRemaining || ran === 0 || failed === ran) await pause()
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Delivery worker: running the queue failed; trying again shortly.' })
    await pause()
  }
}
await payload.destroy()
process.exit(0)
