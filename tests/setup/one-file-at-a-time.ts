/**
 * A setup file for the projects whose files must run one at a time while their group runs two workers, so that the
 * unit tests can use the core they leave idle (vitest.config.ts): each file holds a PostgreSQL advisory lock on its
 * project's database (`databaseUrl`, provided by the project's global setup) from before its own modules load until
 * its last hook has run. The lock belongs to the connection, so a worker that dies lets the next file go.
 */
import pg from 'pg'
import { afterAll, inject } from 'vitest'

/** Any key will do: only these setup files take advisory locks on the test databases. */
const LOCK_KEY = 8_310_024

const holder = new pg.Client({ connectionString: inject('databaseUrl') })
// A test that restarts the database takes the connection with it; the file then runs on without the lock.
holder.on('error', (error) => console.warn(`[one-file-at-a-time] the lock's connection failed: ${error.message}`))
await holder.connect()
await holder.query('SELECT pg_advisory_lock($1)', [LOCK_KEY])

afterAll(async () => {
  await holder.end()
})

declare module 'vitest' {
  export interface ProvidedContext {
    /** The connection string of the database the project's tests use. */
    databaseUrl: string
  }
}
