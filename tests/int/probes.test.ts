import { describe, expect, it } from 'vitest'
import { baseUrl } from '../setup/system'

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
})
