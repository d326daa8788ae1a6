import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRecaptchaProvider, createTurnstileProvider } from './siteverify'
import { createMemorySpentTokenStore, startFakeSiteVerify, type FakeSiteVerify } from '../../../tests/support/captcha'
import type { CaptchaExpectation, CaptchaProvider } from './types'
import { createCaptchaVerifier } from './verifier'

const SECRET = 'test-secret-key'
const EXPECTED: CaptchaExpectation = { action: 'lead', hostname: 'www.northwind.example', remoteIp: '203.0.113.7' }
const GOOD = { success: true, action: 'lead', hostname: 'www.northwind.example', score: 0.9 }

let server: FakeSiteVerify

beforeAll(async () => {
  server = await startFakeSiteVerify()
})

afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  server.requests.length = 0
  server.reply(200, GOOD)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

const providers: [string, (verifyUrl: string, timeoutMs?: number) => CaptchaProvider][] = [
  ['reCAPTCHA', (verifyUrl, timeoutMs) => createRecaptchaProvider({ secretKey: SECRET, verifyUrl, minScore: 0.5, timeoutMs })],
  ['Turnstile', (verifyUrl, timeoutMs) => createTurnstileProvider({ secretKey: SECRET, verifyUrl, timeoutMs })],
]

describe.each(providers)('%s', (_, createProvider) => {
  it('posts the secret, the token and the visitor address, form-encoded', async () => {
    await createProvider(server.url).verify('token-1', EXPECTED)
    expect(server.requests).toHaveLength(1)
    const [request] = server.requests
    expect(request?.method).toBe('POST')
    expect(request?.contentType).toContain('application/x-www-form-urlencoded')
    expect(Object.fromEntries(request?.form ?? [])).toEqual({ secret: SECRET, response: 'token-1', remoteip: '203.0.113.7' })
  })

  it('leaves the address out when it is unknown', async () => {
    await createProvider(server.url).verify('token-1', { action: 'lead', hostname: 'www.northwind.example' })
    expect(server.requests[0]?.form.has('remoteip')).toBe(false)
  })

  it('accepts a successful answer for our action and host, remembering the token for ten minutes', async () => {
    const verdict = await createProvider(server.url).verify('token-1', EXPECTED)
    expect(verdict).toMatchObject({ ok: true, tokenId: 'token-1' })
    const remembered = verdict.ok ? verdict.expiresAt.getTime() - Date.now() : 0
    expect(remembered).toBeGreaterThan(9 * 60_000)
    expect(remembered).toBeLessThanOrEqual(10 * 60_000)
  })

  it('compares host names without regard to case', async () => {
    server.reply(200, { ...GOOD, hostname: 'WWW.Northwind.example' })
    expect(await createProvider(server.url).verify('token-1', EXPECTED)).toMatchObject({ ok: true })
  })

  it('refuses a token issued for another action', async () => {
    server.reply(200, { ...GOOD, action: 'otp' })
    expect(await createProvider(server.url).verify('token-1', EXPECTED)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a token without an action', async () => {
    const { action: _, ...withoutAction } = GOOD
    server.reply(200, withoutAction)
    expect(await createProvider(server.url).verify('token-1', EXPECTED)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a token issued on another site', async () => {
    server.reply(200, { ...GOOD, hostname: 'evil.example' })
    expect(await createProvider(server.url).verify('token-1', EXPECTED)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses what the provider refuses', async () => {
    for (const codes of [['invalid-input-response'], ['timeout-or-duplicate'], []]) {
      server.reply(200, { success: false, 'error-codes': codes })
      expect(await createProvider(server.url).verify('token-1', EXPECTED)).toEqual({ ok: false, reason: 'invalid' })
    }
  })

  it('answers unavailable, and logs, when the provider refuses our secret or fails', async () => {
    for (const code of ['invalid-input-secret', 'missing-input-secret', 'internal-error']) {
      server.reply(200, { success: false, 'error-codes': [code] })
      expect(await createProvider(server.url).verify('token-1', EXPECTED)).toEqual({ ok: false, reason: 'unavailable' })
    }
    expect(console.error).toHaveBeenCalledTimes(3)
  })

  it('answers unavailable on a server error', async () => {
    server.reply(500, { error: 'boom' })
    expect(await createProvider(server.url).verify('token-1', EXPECTED)).toEqual({ ok: false, reason: 'unavailable' })
  })

  it('answers unavailable on an answer that is not siteverify JSON', async () => {
    for (const body of ['<html>maintenance</html>', { ok: true }]) {
      server.reply(200, body)
      expect(await createProvider(server.url).verify('token-1', EXPECTED)).toEqual({ ok: false, reason: 'unavailable' })
    }
  })

  it('answers unavailable when the provider cannot be reached', async () => {
    const closed = await startFakeSiteVerify()
    await closed.close()
    expect(await createProvider(closed.url).verify('token-1', EXPECTED)).toEqual({ ok: false, reason: 'unavailable' })
  })

  it('answers unavailable when the provider is too slow', async () => {
    server.reply(200, GOOD, 500)
    expect(await createProvider(server.url, 100).verify('token-1', EXPECTED)).toEqual({ ok: false, reason: 'unavailable' })
  })

  it('accepts a token once, then answers replayed', async () => {
    const verify = createCaptchaVerifier({ provider: createProvider(server.url), store: createMemorySpentTokenStore() })
    expect(await verify('token-1', EXPECTED)).toEqual({ ok: true })
    expect(await verify('token-1', EXPECTED)).toEqual({ ok: false, reason: 'replayed' })
    expect(await verify('token-2', EXPECTED)).toEqual({ ok: true })
  })
})

describe('reCAPTCHA scores', () => {
  const recaptcha = () => createRecaptchaProvider({ secretKey: SECRET, verifyUrl: server.url, minScore: 0.5 })

  it('accepts a score at the minimum', async () => {
    server.reply(200, { ...GOOD, score: 0.5 })
    expect(await recaptcha().verify('token-1', EXPECTED)).toMatchObject({ ok: true })
  })

  it('refuses a score below the minimum', async () => {
    server.reply(200, { ...GOOD, score: 0.3 })
    expect(await recaptcha().verify('token-1', EXPECTED)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses an answer without a score (a v2 token)', async () => {
    const { score: _, ...withoutScore } = GOOD
    server.reply(200, withoutScore)
    expect(await recaptcha().verify('token-1', EXPECTED)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('Turnstile', () => {
  it('needs no score', async () => {
    const { score: _, ...withoutScore } = GOOD
    server.reply(200, withoutScore)
    const turnstile = createTurnstileProvider({ secretKey: SECRET, verifyUrl: server.url })
    expect(await turnstile.verify('token-1', EXPECTED)).toMatchObject({ ok: true })
  })
})
