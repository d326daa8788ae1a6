/** What a token was issued for: a token for one action is not accepted for another. */
export type CaptchaAction = 'otp' | 'lead'

export const CAPTCHA_ACTIONS = ['otp', 'lead'] as const satisfies readonly CaptchaAction[]

/** 'unavailable' is the site's problem (provider unreachable, secret missing), not the visitor's. */
type CaptchaFailure = 'missing' | 'invalid' | 'replayed' | 'unavailable'

export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure }

export type CaptchaProviderName = 'altcha' | 'recaptcha' | 'turnstile'

/** What the browser needs to produce tokens; never holds a secret. */
export type CaptchaClientConfig = {
  provider: CaptchaProviderName
  siteKey?: string
  challengeUrl?: string
  scriptUrl?: string
}

/** The request a token must have been issued for. `hostname` has no port, e.g. `www.example.com`. */
export type CaptchaExpectation = { action: CaptchaAction; hostname: string; remoteIp?: string }

/**
 * A provider's judgement of one token. `tokenId` is what the replay guard remembers, until `expiresAt`
 * (by then the provider itself refuses the token).
 */
export type ProviderVerdict = { ok: true; tokenId: string; expiresAt: Date } | { ok: false; reason: Exclude<CaptchaFailure, 'missing' | 'replayed'> }

export interface CaptchaProvider<Name extends CaptchaProviderName = CaptchaProviderName> {
  readonly name: Name
  verify(token: string, expectation: CaptchaExpectation): Promise<ProviderVerdict>
}

/** Remembers spent tokens so that each is accepted once, across every server instance. */
export interface SpentTokenStore {
  /** Records the token; false when it was already recorded. */
  markSpent(tokenHash: Buffer, expiresAt: Date): Promise<boolean>
}
