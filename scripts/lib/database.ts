import { EMBEDDED_DATABASE_NAME, env } from '../../src/env'
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-db'

/**
 * Makes the project's database reachable: the server of DATABASE_URL when it is set, otherwise the embedded
 * PostgreSQL under EMBEDDED_PG_DIR. Returns how to stop what was started (nothing for an outside server).
 */
export async function ensureDatabase(): Promise<EmbeddedDatabase | null> {
  if (env.DATABASE_URL) return null
  return startEmbeddedDatabase({ dataDir: env.EMBEDDED_PG_DIR, port: env.EMBEDDED_PG_PORT, database: EMBEDDED_DATABASE_NAME })
}
