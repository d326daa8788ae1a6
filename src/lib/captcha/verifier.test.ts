import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CaptchaExpectation, CaptchaProvider, ProviderVerdict, SpentTokenStore } from './types'
import { createCaptchaVerifier } from './verifier'

const OTP: CaptchaExpectation = { action: 'otp', hostname: 'localhost', remoteIp: '127.0.0.1' }
const EXPIRES_AT = new Date('2030-01-01T00:00:00Z')

function stubProvider(verdict: ProviderVerdict | Error) {
  const verify = vi.fn(async () => {
    if (verdict instanceof Error) throw verdict
    return verdict
  })
  return { provider: { name: 'turnstile', verify } satisfies CaptchaProvider, verify }
}

function stubStore(answer: boolean | Error) {
  const markSpent = vi.fn(async () => {
    if (answer instanceof Error) throw answer
    return answer
  })
  return { store: { markSpent } satisfies SpentTokenStore, markSpent }
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createCaptchaVerifier', () => {
  it('answers missing without asking the provider', async () => {
    const { provider, verify } = stubProvider({ ok: true, tokenId: 'x', expiresAt: EXPIRES_AT })
    const check = createCaptchaVerifier({ provider, store: stubStore(true).store })
    for (const token of [undefined, null, '', ' \t ']) {
      expect(await check(token, OTP)).toEqual({ ok: false, reason: 'missing' })
    }
    expect(verify).not.toHaveBeenCalled()
  })

  it('refuses an oversized token without asking the provider', async () => {
    const { provider, verify } = stubProvider({ ok: true, tokenId: 'x', expiresAt: EXPIRES_AT })
    const check = createCaptchaVerifier({ provider, store: stubStore(true).store })
    expect(await check('a'.repeat(8_193), OTP)).toEqual({ ok: false, reason: 'invalid' })
    expect(verify).not.toHaveBeenCalled()
  })

  it('passes the token and the expectation to the provider', async () => {
    const { provider, verify } = stubProvider({ ok: true, tokenId: 'x', expiresAt: EXPIRES_AT })
    await createCaptchaVerifier({ provider, store: stubStore(true).store })('the-token', OTP)
    expect(verify).toHaveBeenCalledWith('the-token', OTP)
  })

  it('spends the SHA-256 hash of the token id until it expires', async () => {
    const { provider } = stubProvider({ ok: true, tokenId: 'challenge-signature', expiresAt: EXPIRES_AT })
    const { store, markSpent } = stubStore(true)
    expect(await createCaptchaVerifier({ provider, store })('token', OTP)).toEqual({ ok: true })
    expect(markSpent).toHaveBeenCalledWith(createHash('sha256').update('challenge-signature').digest(), EXPIRES_AT)
  })

  it('answers replayed when the token was spent before', async () => {
    const { provider } = stubProvider({ ok: true, tokenId: 'x', expiresAt: EXPIRES_AT })
    expect(await createCaptchaVerifier({ provider, store: stubStore(false).store })('token', OTP)).toEqual({
      ok: false,
      reason: 'replayed',
    })
  })

  it('passes on the provider refusal without spending the token', async () => {
    for (const reason of ['invalid', 'unavailable'] as const) {
      const { provider } = stubProvider({ ok: false, reason })
      const { store, markSpent } = stubStore(true)
      expect(await createCaptchaVerifier({ provider, store })('token', OTP)).toEqual({ ok: false, reason })
      expect(markSpent).not.toHaveBeenCalled()
    }
  })

  it('answers unavailable, and logs, when the provider or the store throws', async () => {
    const failing = stubProvider(new Error('socket hang up')).provider
    expect(await createCaptchaVerifier({ provider: failing, store: stubStore(true).store })('token', OTP)).toEqual({
      ok: false,
      reason: 'unavailable',
    })
    const { provider } = stubProvider({ ok: true, tokenId: 'x', expiresAt: EXPIRES_AT })
    expect(await createCaptchaVerifier({ provider, store: stubStore(new Error('db down')).store })('token', OTP)).toEqual({
      ok: false,
      reason: 'unavailable',
    })
    expect(console.error).toHaveBeenCalledTimes(2)
  })
})
