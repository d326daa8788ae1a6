import { describe, expect, it } from 'vitest'
import { answers, start, useCompiledEntries } from '../setup/compiled-entries'
import { TEST_PORT } from '../setup/test-env'

/**
 * The job worker as the image runs it (tests/setup/compiled-entries.ts). It runs alone (vitest.config.ts): a second
 * worker takes jobs other test files queue, and releases those the suite's own worker is running.
 */
const WORKER_METRICS_PORT = TEST_PORT + 41
useCompiledEntries()

describe('the compiled job worker', () => {
  it('worker: serves its liveness and the job backlog on its internal port, and stops on SIGTERM', async () => {
    const worker = start(['--conditions=react-server', 'dist/delivery-worker.mjs'], {
      METRICS_PORT: String(WORKER_METRICS_PORT),
      JOBS_RUN_INTERVAL_SECONDS: '59',
    })
    expect((await answers(`http://127.0.0.1:${WORKER_METRICS_PORT}/livez`)).status).toBe(200)
    expect(await (await fetch(`http://127.0.0.1:${WORKER_METRICS_PORT}/metrics`)).text()).toContain('northwind_jobs_waiting')
    worker.child.kill('SIGTERM')
    expect(await worker.exited).toBe(0)
  })
})
