import { createHmac } from 'node:crypto'
import { createChallenge as createPowChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { z } from '@/lib/zod'
import type { CaptchaAction, CaptchaProvider, ProviderVerdict } from './types'

// One SHA-256 per attempt, as in ALTCHA v1: a browser needs about maxNumber / 2 hashes to solve a challenge.
const ALGORITHM = 'SHA-256'
const COST = 1
const DEFAULT_TTL_MS = 10 * 60_000
const HMAC_KEY_LABEL = 'northwind/captcha/altcha-hmac-key'

export type AltchaOptions = {
  /** Signs challenges; anyone holding it can forge solved challenges. */
  hmacKey: string
  /** Difficulty: the secret counter a browser must find is drawn from 1..maxNumber. */
  maxNumber: number
  ttlMs?: number
}

export interface AltchaProvider extends CaptchaProvider<'altcha'> {
  createChallenge(action: CaptchaAction): Promise<Challenge>
}

const INVALID = { ok: false, reason: 'invalid' } as const

// What the widget sends: base64 of JSON { challenge: { parameters, signature }, solution }. Parameters keep
// unknown keys because the signature covers all of them.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
})

/** The challenge-signing key used when ALTCHA_HMAC_KEY is not set, so that one secret fewer needs managing. */
export function deriveAltchaHmacKey(payloadSecret: string): string {
  return createHmac('sha256', payloadSecret).update(HMAC_KEY_LABEL).digest('hex')
}

export function createAltchaProvider({ hmacKey, maxNumber, ttlMs = DEFAULT_TTL_MS }: AltchaOptions): AltchaProvider {
  return {
    name: 'altcha',

    createChallenge(action) {
      return createPowChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(maxNumber),
        data: { action },
        deriveKey,
        expiresAt: new Date(Date.now() + ttlMs),
        hmacSignatureSecret: hmacKey,
      })
    },

    async verify(token, expectation): Promise<ProviderVerdict> {
      const payload = parsePayload(token)
      if (!payload) return INVALID
      const { challenge, solution } = payload
      try {
        const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: hmacKey })
        if (!result.verified) return INVALID
      } catch {
        // Thrown for parameters no challenge of ours has (an unknown algorithm, a malformed nonce).
        return INVALID
      }
      // No host check: only this site holds the key that signed the challenge.
      if (challenge.parameters.data?.action !== expectation.action) return INVALID
      return { ok: true, tokenId: challenge.signature, expiresAt: new Date(challenge.parameters.expiresAt * 1000) }
    },
  }
}

function parsePayload(token: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
