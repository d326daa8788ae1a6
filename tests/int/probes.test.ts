import { describe, expect, it } from 'vitest'
import { baseUrl } from '../setup/system'
import { TEST_METRICS_PORT } from '../setup/test-env'

describe('probes', () => {
  it('answers liveness without looking at any dependency', async () => {
    const answer = await fetch(`${baseUrl()}/livez`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ status: 'ok' })
  })

  it('answers readiness with a status only, never which dependency failed', async () => {
    const answer = await fetch(`${baseUrl()}/readyz`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ status: 'ready' })
  })

  it('serves the metrics of the web process and of the worker beside it (npm start) on their internal ports', async () => {
    const web = await fetch(`http://127.0.0.1:${TEST_METRICS_PORT}/metrics`)
    expect(web.status).toBe(200)
    expect(await web.text()).toMatch(/^http_requests_total\{/m)
    const worker = await fetch(`http://127.0.0.1:${TEST_METRICS_PORT + 1}/metrics`)
    expect(worker.status).toBe(200)
    expect(await worker.text()).toMatch(/^# TYPE northwind_jobs_waiting gauge$/m)
  })
})
