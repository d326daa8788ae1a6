import 'server-only'
import type { Challenge } from 'altcha-lib'
import { env } from '@/env'
import { getPayloadClient } from '@/lib/payload'
import { createCaptchaClientConfig, createCaptchaProvider, type ConfiguredCaptchaProvider } from './providers'
import { createPgSpentTokenStore } from './spent-tokens'
import type { CaptchaAction, CaptchaClientConfig, CaptchaExpectation, CaptchaResult, SpentTokenStore } from './types'
import { createCaptchaVerifier, type CaptchaVerifierDeps } from './verifier'

// One per process: it holds the derived ALTCHA key and whether a missing secret was already logged.
let configuredProvider: ConfiguredCaptchaProvider | undefined

function getProvider(): ConfiguredCaptchaProvider {
  configuredProvider ??= createCaptchaProvider(env)
  return configuredProvider
}

// Payload is only started when a token passed the provider and must be spent.
const payloadSpentTokenStore: SpentTokenStore = {
  async markSpent(tokenHash, expiresAt) {
    const payload = await getPayloadClient()
    return createPgSpentTokenStore(payload.db.pool).markSpent(tokenHash, expiresAt)
  },
}

/**
 * Verifies the captcha token of a request (the CAPTCHA_HEADER header) for an action and spends it.
 * `deps` replaces the configured provider or the database store, for tests.
 */
export async function verifyCaptcha(
  token: string | null | undefined,
  expectation: CaptchaExpectation,
  deps: Partial<CaptchaVerifierDeps> = {},
): Promise<CaptchaResult> {
  const verify = createCaptchaVerifier({
    provider: deps.provider ?? getProvider(),
    store: deps.store ?? payloadSpentTokenStore,
  })
  return verify(token, expectation)
}

/** What the forms' browser code needs for the configured provider; pass it from a server component. */
export function captchaClientConfig(): CaptchaClientConfig {
  return createCaptchaClientConfig(env)
}

/** A new ALTCHA challenge for the browser, or null when another provider is configured. */
export function createCaptchaChallenge(action: CaptchaAction): Promise<Challenge> | null {
  const provider = getProvider()
  return provider.name === 'altcha' ? provider.createChallenge(action) : null
}
