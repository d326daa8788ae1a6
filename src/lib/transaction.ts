import type { Queryable } from './db-types'

/** A pool, of which a transaction takes a connection of its own, or a connection already taken. */
export type Transactable = Queryable & { connect?: () => Promise<Queryable & { release(): void }> }

/** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(db: Transactable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = db.connect ? await db.connect() : undefined
  const tx = client ?? db
  try {
    await tx.query('BEGIN')
    const result = await work(tx)
    await tx.query('COMMIT')
    return result
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client?.release()
  }
}

/** Waits for, then holds until the transaction ends, the lock named `key`: one transaction at a time per key. */
export async function lockUntilCommit(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key])
}
