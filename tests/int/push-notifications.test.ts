import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import ece from 'http_ece'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../src/i18n/messages'
import { ADMIN, baseUrl, loginHeaders, sql, waitFor } from '../setup/system'
import { TEST_BASE_URL, TEST_PUSH_ORIGIN, TEST_PUSH_PORT, TEST_VAPID } from '../setup/test-env'

/**
 * Push notifications end to end: browsers' subscriptions (real P-256 keys made here) point at a local push
 * service this test runs, staff compose a notification through Payload's REST API, the job worker sends it,
 * and what the push service received is checked as a browser would: the VAPID signature, then the aes128gcm
 * body decrypted with the subscription's private key.
 */

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer }
const pushService = { received: [] as Received[], answers: new Map<string, number[]>() }
let server: Server

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = req.url ?? ''
      pushService.received.push({ path, headers: req.headers, body: Buffer.concat(chunks) })
      // Each endpoint answers its queued statuses in turn, then 201 Created (what push services answer).
      const status = pushService.answers.get(path)?.shift() ?? 201
      res.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(TEST_PUSH_PORT, '127.0.0.1', resolve))
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

let ipCounter = 0
/** Each call from its own address, so the rate limit of one address is not what a test meets. */
const caller = () => `198.51.100.${++ipCounter}`

/** A browser's subscription: its key pair and auth secret stay here to decrypt what it receives. */
function browserSubscription(name: string) {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    ecdh,
    auth,
    path: `/push/${name}-${randomBytes(4).toString('hex')}`,
    get json() {
      return {
        endpoint: `${TEST_PUSH_ORIGIN}${this.path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      }
    },
  }
}

async function call(method: 'POST' | 'DELETE', body: unknown, language = 'en-IN') {
  const response = await fetch(`${baseUrl()}/api/push/subscriptions`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': language, 'x-forwarded-for': caller() },
    body: JSON.stringify(body),
  })
  return {
    status: response.status,
    json: (await response.json()) as { result?: Record<string, unknown>; error?: { code: string; message: string; fields?: Record<string, string> } },
  }
}

const subscribe = (sub: ReturnType<typeof browserSubscription>, edition: string, topics: string[]) => call('POST', { subscription: sub.json, edition, topics })

async function subscriptionRow(endpoint: string) {
  const [row] = await sql<{ id: number; edition: string; topics: string[] }>(
    `SELECT s.id, s.edition::text, array(SELECT value::text FROM push_subscriptions_topics t WHERE t.parent_id = s.id ORDER BY value) AS topics
     FROM push_subscriptions s WHERE endpoint = $1`,
    [endpoint],
  )
  return row
}

/** Checks the VAPID Authorization header (RFC 8292) of a push request: an ES256 JWT for the push service's origin, signed with our key. */
function verifyVapid(headers: IncomingHttpHeaders) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization))
  expect(match, String(headers.authorization)).not.toBeNull()
  const [, token, key] = match!
  expect(key).toBe(TEST_VAPID.publicKey)
  const [header, claims, signature] = token!.split('.')
  expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'ES256', typ: 'JWT' })
  const point = Buffer.from(key!, 'base64url')
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  })
  expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true)
  const payload = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as { aud: string; exp: number; sub: string }
  expect(payload.aud).toBe(TEST_PUSH_ORIGIN)
  expect(payload.sub).toBe(TEST_VAPID.subject)
  expect(payload.exp * 1000).toBeGreaterThan(Date.now())
  expect(payload.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000)
}

function decrypt(received: Received, sub: ReturnType<typeof browserSubscription>) {
  expect(received.headers['content-encoding']).toBe('aes128gcm')
  const plain = ece.decrypt(received.body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth.toString('base64url') })
  return JSON.parse(plain.toString('utf8')) as Record<string, unknown>
}

describe('the push API', () => {
  it('gives the prompt the public key, topics and text of the edition', async () => {
    const response = await fetch(`${baseUrl()}/api/push/prompt?edition=es-mx`)
    expect(response.status).toBe(200)
    const config = (await response.json()) as { publicKey: string; topics: string[]; strings: Record<string, string> }
    expect(config.publicKey).toBe(TEST_VAPID.publicKey)
    expect(config.topics).toEqual(['resources', 'events', 'offers'])
    expect(config.strings.notNow).toBe(MESSAGES['es-mx'].PushNotifications.prompt.notNow)
    const unknown = await fetch(`${baseUrl()}/api/push/prompt?edition=fr-fr`, { headers: { 'accept-language': 'es-MX' } })
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { error: { fields: Record<string, string> } }).error.fields.edition).toBe(
      MESSAGES['es-mx'].PushNotifications.errors.editionInvalid,
    )
  })

  it('stores a subscription once per endpoint, updating its edition and topics when it subscribes again', async () => {
    const sub = browserSubscription('upsert')
    expect(await subscribe(sub, 'en-in', ['events'])).toEqual({ status: 200, json: { status: 200, result: { subscribed: true } } })
    expect(await subscriptionRow(sub.json.endpoint)).toMatchObject({ edition: 'en-in', topics: ['events'] })
    expect((await subscribe(sub, 'en-us', ['offers', 'resources'])).status).toBe(200)
    expect(await subscriptionRow(sub.json.endpoint)).toMatchObject({ edition: 'en-us', topics: ['offers', 'resources'] })
    expect(await sql('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [sub.json.endpoint])).toHaveLength(1)

    expect(await call('DELETE', { endpoint: sub.json.endpoint })).toEqual({ status: 200, json: { status: 200, result: { removed: true } } })
    expect(await subscriptionRow(sub.json.endpoint)).toBeUndefined()
    expect((await call('DELETE', { endpoint: sub.json.endpoint })).json.result).toEqual({ removed: false })
  })

  it('refuses bad subscriptions with localized 400s and stores nothing', async () => {
    const sub = browserSubscription('refused')
    const errors = MESSAGES['es-mx'].PushNotifications.errors
    const elsewhere = await call(
      'POST',
      { subscription: { ...sub.json, endpoint: 'https://internal.example/push' }, edition: 'es-mx', topics: ['events'] },
      'es-MX',
    )
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.json.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'subscription.endpoint': errors.endpointNotAllowed } })
    // 65 bytes starting 0x04, but not a point on the curve.
    const offCurve = Buffer.alloc(65, 7)
    offCurve[0] = 4
    const notAKey = await call(
      'POST',
      { subscription: { ...sub.json, keys: { ...sub.json.keys, p256dh: offCurve.toString('base64url') } }, edition: 'es-mx', topics: ['events'] },
      'es-MX',
    )
    expect(notAKey.status).toBe(400)
    expect(notAKey.json.error!.fields).toEqual({ 'subscription.keys.p256dh': errors.subscriptionInvalid })
    const noTopics = await call('POST', { subscription: sub.json, edition: 'es-mx', topics: [] }, 'es-MX')
    expect(noTopics.json.error!.fields).toEqual({ topics: errors.topicsInvalid })
    const broken = await fetch(`${baseUrl()}/api/push/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': caller() },
      body: '{"subscription":',
    })
    expect(broken.status).toBe(400)
    const notJson = await fetch(`${baseUrl()}/api/push/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-forwarded-for': caller() },
      body: 'x',
    })
    expect(notJson.status).toBe(415)
    expect(await subscriptionRow(sub.json.endpoint)).toBeUndefined()
  })

  it('limits the calls of one address', async () => {
    const ip = '203.0.113.77'
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const response = await fetch(`${baseUrl()}/api/push/subscriptions`, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ endpoint: `${TEST_PUSH_ORIGIN}/push/none` }),
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  it('shows subscriptions to nobody but staff', async () => {
    expect((await fetch(`${baseUrl()}/api/push-subscriptions`)).status).toBe(403)
    expect((await fetch(`${baseUrl()}/api/push-notifications`)).status).toBe(403)
  })
})

describe('sending a notification', () => {
  it('reaches the edition’s subscribers of its topic through their push service, encrypted and signed; drops the gone, retries the failing', async () => {
    const reader = browserSubscription('reader')
    const gone = browserSubscription('gone')
    const flaky = browserSubscription('flaky')
    const otherTopic = browserSubscription('other-topic')
    const otherEdition = browserSubscription('other-edition')
    pushService.answers.set(gone.path, [410])
    pushService.answers.set(flaky.path, [500])
    for (const [sub, edition, topics] of [
      [reader, 'en-in', ['events', 'resources']],
      [gone, 'en-in', ['events']],
      [flaky, 'en-in', ['events']],
      [otherTopic, 'en-in', ['offers']],
      [otherEdition, 'es-mx', ['events']],
    ] as const)
      expect((await subscribe(sub, edition, [...topics])).status).toBe(200)

    const admin = await loginHeaders(ADMIN.email, ADMIN.password)
    const refused = await fetch(`${baseUrl()}/api/push-notifications`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ title: 'x', body: 'y', link: 'https://evil.example/', edition: 'en-in', topic: 'events', status: 'draft' }),
    })
    expect(refused.status).toBe(400)

    const composed = {
      title: 'Export finance webinar',
      body: 'Join us on Thursday: pre-shipment finance explained.',
      link: `${TEST_BASE_URL}/events?from=push`,
      edition: 'en-in',
      topic: 'events',
    }
    const created = await fetch(`${baseUrl()}/api/push-notifications`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ ...composed, status: 'draft' }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; link: string } }
    expect(doc.link).toBe('/events?from=push')
    // A draft sends nothing; saving it with "Send" queues the job.
    await new Promise((r) => setTimeout(r, 1500))
    expect(pushService.received.filter((r) => r.path === reader.path)).toHaveLength(0)
    const sent = await fetch(`${baseUrl()}/api/push-notifications/${doc.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ status: 'queued' }) })
    expect(sent.status).toBe(200)

    const final = await waitFor(async () => {
      const [row] = await sql<{ status: string; sent_count: string; failed_count: string; removed_count: string; sent_at: Date | null }>(
        'SELECT status::text, sent_count, failed_count, removed_count, sent_at FROM push_notifications WHERE id = $1',
        [doc.id],
      )
      return row?.status === 'sent' ? row : undefined
    }, 45_000)
    expect({ sent: Number(final.sent_count), failed: Number(final.failed_count), removed: Number(final.removed_count) }).toEqual({
      sent: 2,
      failed: 0,
      removed: 1,
    })
    expect(final.sent_at).not.toBeNull()

    const to = (sub: ReturnType<typeof browserSubscription>) => pushService.received.filter((r) => r.path === sub.path)
    expect(to(reader)).toHaveLength(1)
    expect(to(gone)).toHaveLength(1)
    expect(to(flaky)).toHaveLength(2) // the 500, then the retry
    expect(to(otherTopic)).toHaveLength(0)
    expect(to(otherEdition)).toHaveLength(0)

    const message = {
      title: composed.title,
      body: composed.body,
      url: `${TEST_BASE_URL}/events?from=push`,
      icon: '/icon.svg',
      tag: `push-notification-${doc.id}`,
    }
    for (const [received, sub] of [
      [to(reader)[0]!, reader],
      [to(flaky)[1]!, flaky],
    ] as const) {
      verifyVapid(received.headers)
      expect(Number(received.headers.ttl)).toBeGreaterThan(0)
      expect(decrypt(received, sub)).toEqual(message)
    }
    // Only the subscription's own keys open it.
    expect(() => decrypt(to(reader)[0]!, flaky)).toThrow()

    expect(await subscriptionRow(gone.json.endpoint)).toBeUndefined()
    expect(await subscriptionRow(reader.json.endpoint)).toBeDefined()

    // Sent: a record now, no longer editable.
    const edit = await fetch(`${baseUrl()}/api/push-notifications/${doc.id}`, { method: 'PATCH', headers: admin, body: JSON.stringify({ title: 'Changed' }) })
    expect(edit.status).toBe(403)
  })

  it('marks a notification failed when a push service keeps failing through every retry', async () => {
    const down = browserSubscription('down')
    pushService.answers.set(down.path, Array(10).fill(503))
    expect((await subscribe(down, 'en-us', ['offers'])).status).toBe(200)
    const admin = await loginHeaders(ADMIN.email, ADMIN.password)
    const created = await fetch(`${baseUrl()}/api/push-notifications`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ title: 'Rates update', body: 'New rates for US importers.', link: '/en-us', edition: 'en-us', topic: 'offers', status: 'queued' }),
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    const final = await waitFor(async () => {
      const [row] = await sql<{ status: string; sent_count: string; failed_count: string; delivery_error: string }>(
        'SELECT status::text, sent_count, failed_count, delivery_error FROM push_notifications WHERE id = $1',
        [doc.id],
      )
      return row?.status === 'failed' ? row : undefined
    }, 50_000)
    expect({ sent: Number(final.sent_count), failed: Number(final.failed_count) }).toEqual({ sent: 0, failed: 1 })
    expect(final.delivery_error).toContain('503')
    // The first try and 5 retries, then no more; the subscription stays (a failing service is not a gone one).
    await new Promise((r) => setTimeout(r, 2000))
    expect(pushService.received.filter((r) => r.path === down.path)).toHaveLength(6)
    expect(await subscriptionRow(down.json.endpoint)).toBeDefined()
  })
})
