import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAltchaProvider, deriveAltchaHmacKey, type AltchaProvider } from './altcha'
import { captchaSources, createCaptchaClientConfig, createCaptchaProvider, type CaptchaSettings, type ConfiguredCaptchaProvider } from './providers'
import type { CaptchaExpectation } from './types'

const LEAD: CaptchaExpectation = { action: 'lead', hostname: 'localhost' }

const SETTINGS: CaptchaSettings = {
  CAPTCHA_PROVIDER: 'altcha',
  PAYLOAD_SECRET: 'payload-secret-for-tests',
  ALTCHA_HMAC_KEY: undefined,
  ALTCHA_MAX_NUMBER: 1_000,
  RECAPTCHA_SITE_KEY: 'recaptcha-site-key',
  RECAPTCHA_SECRET_KEY: 'recaptcha-secret',
  RECAPTCHA_MIN_SCORE: 0.5,
  RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/recaptcha',
  RECAPTCHA_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js',
  TURNSTILE_SITE_KEY: 'turnstile-site-key',
  TURNSTILE_SECRET_KEY: 'turnstile-secret',
  TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/turnstile',
  TURNSTILE_SCRIPT_URL: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
}

function expectAltcha(provider: ConfiguredCaptchaProvider): AltchaProvider {
  if (provider.name !== 'altcha') throw new Error(`expected ALTCHA, got ${provider.name}`)
  return provider
}

/** A token for a challenge of `issuer`, solved, as the widget sends it. */
async function createSolvedToken(issuer: AltchaProvider): Promise<string> {
  const challenge = await issuer.createChallenge('lead')
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createCaptchaProvider', () => {
  it('signs ALTCHA challenges with a key derived from PAYLOAD_SECRET by default', async () => {
    const provider = expectAltcha(createCaptchaProvider(SETTINGS))
    const sameKey = createAltchaProvider({ hmacKey: deriveAltchaHmacKey(SETTINGS.PAYLOAD_SECRET), maxNumber: 1_000 })
    const payloadSecretKey = createAltchaProvider({ hmacKey: SETTINGS.PAYLOAD_SECRET, maxNumber: 1_000 })
    expect(await sameKey.verify(await createSolvedToken(provider), LEAD)).toMatchObject({ ok: true })
    expect(await payloadSecretKey.verify(await createSolvedToken(provider), LEAD)).toMatchObject({ ok: false })
  })

  it('signs ALTCHA challenges with ALTCHA_HMAC_KEY when it is set', async () => {
    const provider = expectAltcha(createCaptchaProvider({ ...SETTINGS, ALTCHA_HMAC_KEY: 'altcha-hmac-key-from-env' }))
    const sameKey = createAltchaProvider({ hmacKey: 'altcha-hmac-key-from-env', maxNumber: 1_000 })
    expect(await sameKey.verify(await createSolvedToken(provider), LEAD)).toMatchObject({ ok: true })
  })

  it('uses ALTCHA_MAX_NUMBER as the difficulty', async () => {
    const provider = expectAltcha(createCaptchaProvider({ ...SETTINGS, ALTCHA_MAX_NUMBER: 1_000 }))
    for (let i = 0; i < 5; i++) {
      const solution = await solveChallenge({ challenge: await provider.createChallenge('lead'), deriveKey })
      expect(solution?.counter).toBeLessThanOrEqual(1_000)
    }
  })

  it.each(['recaptcha', 'turnstile'] as const)('chooses %s', (name) => {
    expect(createCaptchaProvider({ ...SETTINGS, CAPTCHA_PROVIDER: name }).name).toBe(name)
  })

  it.each([
    ['recaptcha', 'RECAPTCHA_SECRET_KEY'],
    ['turnstile', 'TURNSTILE_SECRET_KEY'],
  ] as const)('without a secret, %s refuses every token as unavailable and logs it once', async (name, setting) => {
    const provider = createCaptchaProvider({ ...SETTINGS, CAPTCHA_PROVIDER: name, [setting]: undefined })
    expect(await provider.verify('token', LEAD)).toEqual({ ok: false, reason: 'unavailable' })
    expect(await provider.verify('token', LEAD)).toEqual({ ok: false, reason: 'unavailable' })
    expect(console.error).toHaveBeenCalledTimes(1)
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(setting))
  })
})

describe('createCaptchaClientConfig', () => {
  it('points ALTCHA at the challenge route', () => {
    expect(createCaptchaClientConfig(SETTINGS)).toEqual({ provider: 'altcha', challengeUrl: '/api/captcha/challenge' })
  })

  it('gives reCAPTCHA and Turnstile their site key and script, and never a secret', () => {
    const recaptcha = createCaptchaClientConfig({ ...SETTINGS, CAPTCHA_PROVIDER: 'recaptcha' })
    expect(recaptcha).toEqual({ provider: 'recaptcha', siteKey: 'recaptcha-site-key', scriptUrl: SETTINGS.RECAPTCHA_SCRIPT_URL })
    const turnstile = createCaptchaClientConfig({ ...SETTINGS, CAPTCHA_PROVIDER: 'turnstile' })
    expect(turnstile).toEqual({ provider: 'turnstile', siteKey: 'turnstile-site-key', scriptUrl: SETTINGS.TURNSTILE_SCRIPT_URL })
    expect(JSON.stringify([recaptcha, turnstile])).not.toMatch(/secret/)
  })
})

describe('captchaSources', () => {
  const sourcesFor = (provider: CaptchaSettings['CAPTCHA_PROVIDER']) => captchaSources(createCaptchaClientConfig({ ...SETTINGS, CAPTCHA_PROVIDER: provider }))

  it('needs nothing outside the site for ALTCHA, which the site serves itself', () => {
    expect(sourcesFor('altcha')).toEqual({})
  })

  it("allows the script's origin (and its frame) for reCAPTCHA and Turnstile", () => {
    expect(sourcesFor('recaptcha')).toEqual({
      script: ['https://www.google.com', 'https://www.gstatic.com'],
      frame: ['https://www.google.com'],
      connect: ['https://www.google.com'],
    })
    expect(sourcesFor('turnstile').frame).toEqual(['https://challenges.cloudflare.com'])
  })
})
