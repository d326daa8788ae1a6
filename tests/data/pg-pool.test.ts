import { once } from 'node:events'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { databaseUrl } from '@/env'
import { closePool, keepPoolAlive } from '@/lib/pg-pool'

/** One connection only: a slot that a broken connection kept would leave every later query waiting. */
const pool = keepPoolAlive(new pg.Pool({ connectionString: databaseUrl(), max: 1, connectionTimeoutMillis: 3000 }), 'pool-test')

async function terminateBackendOf(client: pg.PoolClient) {
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
  const admin = new pg.Client({ connectionString: databaseUrl() })
  await admin.connect()
  const broken = once(client, 'error')
  await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid])
  await admin.end()
  await broken
}

describe('a pool kept alive', () => {
  afterAll(() => closePool(pool))

  it('takes back a checked-out connection whose backend was terminated, though its holder never releases it', async () => {
    const held = await pool.connect()
    await terminateBackendOf(held)
    const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one')
    expect(rows).toEqual([{ one: 1 }])
    // The holder's own release, should it come later, changes nothing.
    expect(() => held.release()).not.toThrow()
    expect(pool.totalCount).toBe(1)
    expect(pool.idleCount).toBe(1)
  })

  it('drops an idle connection whose backend was terminated, and a healthy one is released as usual', async () => {
    const client = await pool.connect()
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    client.release()
    const admin = new pg.Client({ connectionString: databaseUrl() })
    await admin.connect()
    const removed = new Promise((resolve) => pool.once('remove', resolve))
    await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid])
    await admin.end()
    await removed
    const again = await pool.connect()
    const { rows: after } = await again.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
    expect(after[0]!.pid).not.toBe(rows[0]!.pid)
    again.release()
    expect(() => again.release()).toThrow(/already been released/)
  })
})
