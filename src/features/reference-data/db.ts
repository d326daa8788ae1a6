import pg from 'pg'
import { databaseUrl } from '@/env'

const POOL_SIZE = 10
/** Lower than pg_trgm's 0.3, so that typo correction also sees candidates such as "cahsew" → "cashew". */
const TRIGRAM_SIMILARITY_THRESHOLD = 0.2

// One pool per process, kept on globalThis so that Next's dev reloads do not open a new one each time.
const holder = globalThis as typeof globalThis & { referenceDataPool?: pg.Pool }

/** The pool the reference-data reads share (the database of DATABASE_URL, or the embedded one). */
export function referencePool(): pg.Pool {
  if (!holder.referenceDataPool) {
    const pool = new pg.Pool({
      connectionString: databaseUrl(),
      max: POOL_SIZE,
      options: `-c pg_trgm.similarity_threshold=${TRIGRAM_SIMILARITY_THRESHOLD}`,
    })
    // An idle connection that breaks (a database restart) must not take the process down; the pool replaces it.
    pool.on('error', (error) => console.error('[reference-data] idle database connection lost:', error.message))
    holder.referenceDataPool = pool
  }
  return holder.referenceDataPool
}

/** For scripts and tests that must exit: closes the pool (the next call opens a new one). */
export async function closeReferencePool(): Promise<void> {
  const pool = holder.referenceDataPool
  holder.referenceDataPool = undefined
  await pool?.end()
}
