import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_RETRY_DELAY_MS, postToCrm, retriesWithinWindow, retryDelayMs, SIGNATURE_HEADER, signWebhookBody, TIMESTAMP_HEADER } from './crm-webhook'

const received: { headers: IncomingMessage['headers']; body: string }[] = []
let answer = 200
const server = createServer((req, res) => {
  let body = ''
  req.on('data', (c) => (body += c))
  req.on('end', () => {
    received.push({ headers: req.headers, body })
    res.writeHead(answer).end()
  })
})
let url = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('CRM webhook', () => {
  it('posts the lead as JSON signed over timestamp and body', async () => {
    answer = 200
    await postToCrm({ url, secret: 'crm-secret-of-some-length', idempotencyKey: 'lead-7-1', payload: { lead: { id: 7 } } })
    const last = received.at(-1)!
    expect(JSON.parse(last.body)).toEqual({ lead: { id: 7 } })
    expect(last.headers['idempotency-key']).toBe('lead-7-1')
    const timestamp = Number(last.headers[TIMESTAMP_HEADER])
    expect(last.headers[SIGNATURE_HEADER]).toBe(signWebhookBody('crm-secret-of-some-length', timestamp, last.body))
    expect(last.headers[SIGNATURE_HEADER]).not.toBe(signWebhookBody('another-secret-value', timestamp, last.body))
  })

  it('throws on a refusal so that the job retries', async () => {
    answer = 503
    await expect(postToCrm({ url, secret: 'crm-secret-of-some-length', idempotencyKey: 'k', payload: {} })).rejects.toThrow('CRM answered 503')
  })

  it('fits doubling retries into the window', () => {
    // 30 s, 1, 2, 4, 8 min (15.5 min in all), then every 15 min: 5 + floor((1440 − 15.5) / 15) = 99.
    expect(retriesWithinWindow(30_000, 24 * 3600_000)).toBe(99)
    expect(retriesWithinWindow(1_000, 7_000)).toBe(3)
    expect(retriesWithinWindow(10_000, 5_000)).toBe(0)
  })

  it('never waits more than 15 minutes between attempts', () => {
    expect(retryDelayMs(30_000, 3)).toBe(240_000)
    expect(retryDelayMs(30_000, 10)).toBe(MAX_RETRY_DELAY_MS)
    expect(MAX_RETRY_DELAY_MS).toBe(15 * 60_000)
  })
})
