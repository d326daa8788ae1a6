import { createHash } from 'node:crypto'
import type { Queryable } from '@/lib/db-types'
import type { SpentTokenStore } from './types'
import { log } from '@/lib/logger'

// Expired rows are only dead weight (the provider refuses those tokens anyway), so they are swept now and then.
const DEFAULT_CLEANUP_CHANCE = 0.01

export type PgSpentTokenStoreOptions = { cleanupChance?: number; random?: () => number }

/** Tokens are stored as SHA-256 hashes: a leaked table holds nothing a visitor sent. */
export function hashToken(tokenId: string): Buffer {
  return createHash('sha256').update(tokenId).digest()
}

/** Over `lead_capture.spent_captcha_tokens`; the primary key makes two concurrent uses of a token race safely. */
export function createPgSpentTokenStore(
  db: Queryable,
  { cleanupChance = DEFAULT_CLEANUP_CHANCE, random = Math.random }: PgSpentTokenStoreOptions = {},
): SpentTokenStore {
  return {
    async markSpent(tokenHash, expiresAt) {
      const { rowCount } = await db.query(
        'INSERT INTO lead_capture.spent_captcha_tokens (token_hash, expires_at) VALUES ($1, $2) ON CONFLICT (token_hash) DO NOTHING',
        [tokenHash, expiresAt],
      )
      if (random() < cleanupChance) {
        db.query('DELETE FROM lead_capture.spent_captcha_tokens WHERE expires_at < now()').catch((error: unknown) =>
          log.error('[captcha] could not delete expired tokens:', error instanceof Error ? error.message : error),
        )
      }
      return rowCount === 1
    },
  }
}
