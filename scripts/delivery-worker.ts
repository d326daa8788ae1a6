/**
 * Runs the queued jobs in a process of its own, which `npm start` starts beside `next start` at a lower CPU
 * priority: the lead deliveries (e-mail to sales, CRM webhook), so a burst of them never holds up the visitors'
 * submissions, and the scheduled publishing of resources (which then asks the web server to refresh its
 * cache). Jobs are rows in PostgreSQL, so either process can stop at any time without losing one.
 */
import './lib/load-env'
import { setTimeout as sleep } from 'node:timers/promises'
import { getPayload } from 'payload'
import { env } from '../src/env'
import { DELIVERY_QUEUE } from '../src/features/leads/delivery-queue'
import { SCHEDULED_PUBLISH_QUEUE } from '../src/features/resources/publishing'
import config from '../src/payload.config'

/** Small batches: each finished job is marked done right away, and a stop waits for one batch at most. */
const BATCH_SIZE = 10

const payload = await getPayload({ config })
const stop = new AbortController()
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop.abort())
const pause = () => sleep(env.JOBS_RUN_INTERVAL_SECONDS * 1000, undefined, { signal: stop.signal }).catch(() => {})
const QUEUES = [DELIVERY_QUEUE, SCHEDULED_PUBLISH_QUEUE]
payload.logger.info(`Job worker: running queues ${QUEUES.join(', ')} every ${env.JOBS_RUN_INTERVAL_SECONDS} s while they are empty.`)

/** One batch of a queue; true while it has a backlog that is being worked through. */
async function runBatch(queue: string): Promise<boolean> {
  const { jobStatus, noJobsRemaining, remainingJobsFromQueried: failed } = await payload.jobs.run({
    queue,
    limit: BATCH_SIZE,
    // The delivery task logs each failed attempt in one line; Payload's own logs would add a stack trace per attempt.
    silent: queue === DELIVERY_QUEUE,
  })
  const ran = Object.keys(jobStatus ?? {}).length
  return !(noJobsRemaining || ran === 0 || failed === ran)
}

while (!stop.signal.aborted) {
  try {
    const backlog = []
    for (const queue of QUEUES) backlog.push(await runBatch(queue))
    // Straight on while a backlog is being worked through; a pause when the queues are empty or every attempt failed.
    if (!backlog.some(Boolean)) await pause()
  } catch (error) {
    payload.logger.error({ err: error, msg: 'Delivery worker: running the queue failed; trying again shortly.' })
    await pause()
  }
}
await payload.destroy()
process.exit(0)
