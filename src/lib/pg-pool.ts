import pg, { type Pool, type PoolClient } from 'pg'
import { log } from './logger'

// Every pool this process opened, kept on globalThis: Next's bundles may load this module more than once.
const holder = globalThis as typeof globalThis & { northwindPools?: Set<Pool> }
const openPools = (holder.northwindPools ??= new Set())

/**
 * Makes a pg pool survive a database restart or terminated backends. Without listeners, pg re-emits a broken
 * connection's error on the pool (idle connections) or on the client (checked-out ones), and an 'error' event
 * nobody listens to ends the process. With them the broken connection is logged and dropped, and the next
 * query opens a new one. The pool is also remembered, so that a stopping process can close it (closeAllPools).
 *
 * A checked-out connection that breaks goes back to the pool at once, to be dropped there, and its holder's
 * own release later does nothing. Drizzle's transaction never releases its connection when `begin` fails:
 * each terminated connection would otherwise hold a pool slot for good, and once every slot is held a query
 * waits on pg-pool's unref'd timer alone (the job worker then ends with exit code 13, an unsettled await).
 */
export function keepPoolAlive(pool: Pool, label: string): Pool {
  const report = (error: Error) => log.error(`[${label}] database connection lost: ${error.message}`)
  const checkedOut = new WeakSet<PoolClient>()
  pool.on('acquire', (client: PoolClient) => checkedOut.add(client))
  pool.on('release', (_error: Error | undefined, client: PoolClient) => checkedOut.delete(client))
  pool.on('error', report)
  pool.on('connect', (client: PoolClient) =>
    client.on('error', (error: Error) => {
      report(error)
      if (!checkedOut.has(client)) return
      const release = client.release
      client.release = () => {}
      release(error)
    }),
  )
  openPools.add(pool)
  return pool
}

/**
 * Closes a pool, waiting at most `timeoutMs`: Payload's adapter keeps one connection checked out for good,
 * so `end()` alone never settles. The deadline's timer keeps the process alive: once that connection has been
 * terminated nothing else may, and a top-level `await closePool(...)` (the job worker's) would end the process
 * with exit code 13, an unsettled top-level await.
 */
export async function closePool(pool: Pool, timeoutMs = 3000): Promise<void> {
  openPools.delete(pool)
  let deadline: NodeJS.Timeout | undefined
  await Promise.race([pool.end().catch(() => {}), new Promise<void>((resolve) => (deadline = setTimeout(resolve, timeoutMs)))])
  clearTimeout(deadline)
}

/** Closes every pool made with keepPoolAlive (Payload's and the reference data's), for a process that stops. */
export async function closeAllPools(): Promise<void> {
  await Promise.all([...openPools].map((pool) => closePool(pool)))
}

/** The `pg` module with a pool that keeps itself alive, for adapters that create their pool themselves (Payload's). */
export function resilientPg(label: string): typeof pg {
  class ResilientPool extends pg.Pool {
    constructor(config?: pg.PoolConfig) {
      super(config)
      keepPoolAlive(this, label)
    }
  }
  return { ...pg, Pool: ResilientPool }
}
