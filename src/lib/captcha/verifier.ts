import { hashToken } from './spent-tokens'
import type { CaptchaExpectation, CaptchaProvider, CaptchaResult, SpentTokenStore } from './types'
import { log } from '@/lib/logger'

// Real tokens are well under this (ALTCHA about 700 characters, Turnstile at most 2048).
const MAX_TOKEN_LENGTH = 8_192

const UNAVAILABLE = { ok: false, reason: 'unavailable' } as const

export type CaptchaVerifier = (token: string | null | undefined, expectation: CaptchaExpectation) => Promise<CaptchaResult>

export type CaptchaVerifierDeps = { provider: CaptchaProvider; store: SpentTokenStore }

/** Checks a token with the provider, then spends it: the same token is accepted once. */
export function createCaptchaVerifier({ provider, store }: CaptchaVerifierDeps): CaptchaVerifier {
  return async (token, expectation) => {
    const value = token?.trim()
    if (!value) return { ok: false, reason: 'missing' }
    if (value.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' }
    try {
      const verdict = await provider.verify(value, expectation)
      if (!verdict.ok) return verdict
      const isFirstUse = await store.markSpent(hashToken(verdict.tokenId), verdict.expiresAt)
      return isFirstUse ? { ok: true } : { ok: false, reason: 'replayed' }
    } catch (error) {
      log.error(`[captcha] ${provider.name} verification failed:`, error instanceof Error ? error.message : error)
      return UNAVAILABLE
    }
  }
}
