import type { Pool } from 'pg'
import { Gauge, register } from 'prom-client'
import { readJobBacklog, type JobBacklog } from './payload-jobs'

/**
 * Gauges of the job queues (lead deliveries, scheduled publishing): the jobs not yet done and the age of the
 * oldest, per queue, read from Payload's job table when Prometheus scrapes the worker. A job failed for good
 * (`has_error`) is out of the backlog: the lead shows "failed" in the admin.
 */
export function registerJobBacklogMetrics(pool: Pool) {
  if (register.getSingleMetric('northwind_jobs_waiting')) return
  let reading: Promise<JobBacklog[]> | undefined
  // One query per scrape for both gauges.
  const read = () => (reading ??= readJobBacklog(pool).finally(() => setTimeout(() => (reading = undefined), 1000).unref()))
  new Gauge({
    name: 'northwind_jobs_waiting',
    help: 'Jobs waiting or running, per queue.',
    labelNames: ['queue'],
    async collect() {
      this.reset()
      for (const row of await read()) this.set({ queue: row.queue }, row.waiting)
    },
  })
  new Gauge({
    name: 'northwind_jobs_oldest_waiting_seconds',
    help: 'Age of the oldest job not yet done, per queue.',
    labelNames: ['queue'],
    async collect() {
      this.reset()
      for (const row of await read()) this.set({ queue: row.queue }, row.oldestSeconds)
    },
  })
}
