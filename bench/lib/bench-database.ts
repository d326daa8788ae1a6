import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../scripts/lib/embedded-db'
import { stopLeftoverServer } from '../../scripts/lib/postgres-server-pid'
import { EMBEDDED_DATABASE_NAME } from '../../src/env'

/** Applies the migrations to the database of the current environment, as the launcher does (no seed). */
function migrate(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/prepare.ts', 'never'], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Migrations exited with ${code}`))))
  })
}

/**
 * A benchmark's own embedded PostgreSQL in `dataDir`, wiped first and migrated. The caller has pointed the
 * environment (EMBEDDED_PG_DIR, EMBEDDED_PG_PORT) at it, so the migrations and the services use it.
 */
export async function startFreshBenchDatabase(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  await stopLeftoverServer(dataDir)
  rmSync(dataDir, { recursive: true, force: true })
  const database = await startEmbeddedDatabase({ dataDir, port, database: EMBEDDED_DATABASE_NAME })
  try {
    await migrate()
  } catch (error) {
    await database.stop()
    throw error
  }
  return database
}
