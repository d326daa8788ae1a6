import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemorySpentTokenStore } from '../../../tests/support/captcha'

// The service is server-only and spends tokens through Payload's pool; both are replaced here.
vi.mock('server-only', () => ({}))
const query = vi.fn(async () => ({ rowCount: 1 }))
vi.mock('@/lib/payload', () => ({ getPayloadClient: async () => ({ db: { pool: { query } } }) }))

// src/env.ts reads these when the service is first imported.
vi.stubEnv('CAPTCHA_PROVIDER', 'altcha')
vi.stubEnv('ALTCHA_MAX_NUMBER', '1000')

const { captchaClientConfig, createCaptchaChallenge, verifyCaptcha } = await import('./service')

const LEAD = { action: 'lead', hostname: 'localhost', remoteIp: '127.0.0.1' } as const

async function createSolvedToken(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

beforeEach(() => {
  query.mockClear()
})

afterAll(() => {
  vi.unstubAllEnvs()
})

describe('the captcha service with ALTCHA', () => {
  it('tells the browser to use ALTCHA with the challenge route', () => {
    expect(captchaClientConfig()).toEqual({ provider: 'altcha', challengeUrl: '/api/captcha/challenge' })
  })

  it('accepts a solved challenge of its own and spends it in the database', async () => {
    const challenge = await createCaptchaChallenge('lead')
    if (!challenge) throw new Error('expected an ALTCHA challenge')
    expect(await verifyCaptcha(await createSolvedToken(challenge), LEAD)).toEqual({ ok: true })
    expect(query).toHaveBeenCalledWith(expect.stringMatching(/^INSERT INTO lead_capture\.spent_captcha_tokens/), [
      expect.any(Buffer),
      new Date((challenge.parameters.expiresAt ?? 0) * 1000),
    ])
  })

  it('takes another store', async () => {
    const challenge = await createCaptchaChallenge('otp')
    if (!challenge) throw new Error('expected an ALTCHA challenge')
    const store = createMemorySpentTokenStore()
    const token = await createSolvedToken(challenge)
    const otp = { ...LEAD, action: 'otp' } as const
    expect(await verifyCaptcha(token, otp, { store })).toEqual({ ok: true })
    expect(await verifyCaptcha(token, otp, { store })).toEqual({ ok: false, reason: 'replayed' })
    expect(query).not.toHaveBeenCalled()
  })

  it('answers missing without touching the database', async () => {
    expect(await verifyCaptcha(null, LEAD)).toEqual({ ok: false, reason: 'missing' })
    expect(query).not.toHaveBeenCalled()
  })
})
