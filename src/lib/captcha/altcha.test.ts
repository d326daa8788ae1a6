import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAltchaProvider, deriveAltchaHmacKey } from './altcha'
import { createMemorySpentTokenStore } from '../../../tests/support/captcha'
import type { CaptchaExpectation } from './types'
import { createCaptchaVerifier } from './verifier'

const HMAC_KEY = 'altcha-test-key-0123456789abcdef'
const LEAD: CaptchaExpectation = { action: 'lead', hostname: 'localhost' }

// Small enough to solve in a few milliseconds in node.
const provider = createAltchaProvider({ hmacKey: HMAC_KEY, maxNumber: 2_000 })

type WidgetPayload = { challenge: Pick<Challenge, 'parameters' | 'signature'>; solution: { counter: number; derivedKey: string } }

/** Solves like the widget does and encodes the result as the widget sends it (base64 of JSON). */
async function solve(challenge: Challenge): Promise<WidgetPayload> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('not solved')
  return { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }
}

function encodePayload(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

async function createSolvedToken(action: 'otp' | 'lead' = 'lead'): Promise<string> {
  return encodePayload(await solve(await provider.createChallenge(action)))
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ALTCHA challenges', () => {
  it('are signed, expire in ten minutes and carry the action', async () => {
    const challenge = await provider.createChallenge('otp')
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.algorithm).toBe('SHA-256')
    expect(challenge.parameters.data).toEqual({ action: 'otp' })
    const expiresInSeconds = (challenge.parameters.expiresAt ?? 0) - Date.now() / 1000
    expect(expiresInSeconds).toBeGreaterThan(595)
    expect(expiresInSeconds).toBeLessThanOrEqual(600)
  })

  it('need at most maxNumber attempts to solve', async () => {
    const easy = createAltchaProvider({ hmacKey: HMAC_KEY, maxNumber: 50 })
    for (let i = 0; i < 10; i++) {
      const { solution } = await solve(await easy.createChallenge('lead'))
      expect(solution.counter).toBeGreaterThanOrEqual(1)
      expect(solution.counter).toBeLessThanOrEqual(50)
    }
  })
})

describe('ALTCHA verification', () => {
  it('accepts a solved challenge and remembers it until the challenge expires', async () => {
    const challenge = await provider.createChallenge('lead')
    const verdict = await provider.verify(encodePayload(await solve(challenge)), LEAD)
    expect(verdict).toEqual({
      ok: true,
      tokenId: challenge.signature,
      expiresAt: new Date((challenge.parameters.expiresAt ?? 0) * 1000),
    })
  })

  it('accepts a payload once, then answers replayed', async () => {
    const verify = createCaptchaVerifier({ provider, store: createMemorySpentTokenStore() })
    const token = await createSolvedToken()
    expect(await verify(token, LEAD)).toEqual({ ok: true })
    expect(await verify(token, LEAD)).toEqual({ ok: false, reason: 'replayed' })
    expect(await verify(await createSolvedToken(), LEAD)).toEqual({ ok: true })
  })

  it('answers missing without a token', async () => {
    const verify = createCaptchaVerifier({ provider, store: createMemorySpentTokenStore() })
    for (const token of [undefined, null, '', '   ']) {
      expect(await verify(token, LEAD)).toEqual({ ok: false, reason: 'missing' })
    }
  })

  it('refuses a tampered signature', async () => {
    const payload = await solve(await provider.createChallenge('lead'))
    const signature = payload.challenge.signature ?? ''
    const tampered = `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`
    const token = encodePayload({ ...payload, challenge: { ...payload.challenge, signature: tampered } })
    expect(await provider.verify(token, LEAD)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses tampered parameters (a later expiry, an easier prefix)', async () => {
    const payload = await solve(await provider.createChallenge('lead'))
    const { parameters } = payload.challenge
    for (const changed of [{ expiresAt: parameters.expiresAt! + 3600 }, { keyPrefix: '00' }]) {
      const token = encodePayload({ ...payload, challenge: { ...payload.challenge, parameters: { ...parameters, ...changed } } })
      expect(await provider.verify(token, LEAD)).toEqual({ ok: false, reason: 'invalid' })
    }
  })

  it('refuses a wrong number', async () => {
    const payload = await solve(await provider.createChallenge('lead'))
    const token = encodePayload({ ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1 } })
    expect(await provider.verify(token, LEAD)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a solution whose derived key does not belong to its number', async () => {
    const payload = await solve(await provider.createChallenge('lead'))
    const other = await solve(await provider.createChallenge('lead'))
    const token = encodePayload({ ...payload, solution: { ...payload.solution, derivedKey: other.solution.derivedKey } })
    expect(await provider.verify(token, LEAD)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses an expired challenge', async () => {
    const token = await createSolvedToken()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000)
    expect(await provider.verify(token, LEAD)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a challenge issued for another action', async () => {
    expect(await provider.verify(await createSolvedToken('otp'), LEAD)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses a challenge signed with another key', async () => {
    const other = createAltchaProvider({ hmacKey: 'another-key-0123456789abcdef', maxNumber: 2_000 })
    const token = encodePayload(await solve(await other.createChallenge('lead')))
    expect(await provider.verify(token, LEAD)).toEqual({ ok: false, reason: 'invalid' })
  })

  it('refuses what is not a solved challenge, including the widget test mode', async () => {
    const tokens = [
      'not base64 at all',
      encodePayload('a string'),
      encodePayload({ challenge: null, solution: null, test: true }),
      encodePayload({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: 1, derivedKey: 'ab' } }),
    ]
    for (const token of tokens) {
      expect(await provider.verify(token, LEAD)).toEqual({ ok: false, reason: 'invalid' })
    }
  })
})

describe('deriveAltchaHmacKey', () => {
  it('derives a stable key per secret that is not the secret', () => {
    const key = deriveAltchaHmacKey('payload-secret-one')
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(deriveAltchaHmacKey('payload-secret-one')).toBe(key)
    expect(deriveAltchaHmacKey('payload-secret-two')).not.toBe(key)
  })
})
