import pg from 'pg'
import { databaseUrl } from '@/env'
import { closePool, keepPoolAlive } from '@/lib/pg-pool'

const POOL_SIZE = 10
/** A query waits at most this long for a connection, instead of for ever when the database is gone. */
const CONNECT_TIMEOUT_MS = 10_000
/** Lower than pg_trgm's 0.3, so that typo correction also sees candidates such as "cahsew" → "cashew". */
const TRIGRAM_SIMILARITY_THRESHOLD = 0.2

// One pool per process, kept on globalThis so that Next's dev reloads do not open a new one each time.
const holder = globalThis as typeof globalThis & { referenceDataPool?: pg.Pool }

/** The pool the reference-data reads share (the database of DATABASE_URL, or the embedded one). */
export function referencePool(): pg.Pool {
  if (!holder.referenceDataPool) {
    holder.referenceDataPool = keepPoolAlive(
      new pg.Pool({
        connectionString: databaseUrl(),
        max: POOL_SIZE,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        options: `-c pg_trgm.similarity_threshold=${TRIGRAM_SIMILARITY_THRESHOLD}`,
      }),
      'reference-data',
    )
  }
  return holder.referenceDataPool
}

/** For scripts and tests that must exit: closes the pool (the next call opens a new one). */
export async function closeReferencePool(): Promise<void> {
  const pool = holder.referenceDataPool
  holder.referenceDataPool = undefined
  if (pool) await closePool(pool)
}
