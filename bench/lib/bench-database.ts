import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { startEmbeddedDatabase } from '../../scripts/lib/embedded-db'
import { stopLeftoverServer } from '../../scripts/lib/postgres-server-pid'
import { closeReferencePool } from '../../src/features/reference-tools/data/db'
import { EMBEDDED_DATABASE_NAME } from '../../src/env'

/** Applies the migrations to the database of the current environment, as the launcher does (no seed). */
function migrate(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/prepare.ts', 'never'], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Migrations exited with ${code}`))))
  })
}

/**
 * Runs `measure` on a benchmark's own embedded PostgreSQL in `dataDir`, wiped first and migrated, then closes the
 * reference services' pool and stops the database, whether `measure` ended well or not. The caller has pointed the
 * environment (EMBEDDED_PG_DIR, EMBEDDED_PG_PORT) at it before importing this module, so the migrations and the
 * services use it.
 */
export async function withFreshBenchDatabase(dataDir: string, port: number, measure: () => Promise<void>): Promise<void> {
  await stopLeftoverServer(dataDir)
  rmSync(dataDir, { recursive: true, force: true })
  const database = await startEmbeddedDatabase({ dataDir, port, database: EMBEDDED_DATABASE_NAME })
  try {
    await migrate()
    await measure()
  } finally {
    await closeReferencePool()
    // pool.end() returns before the connections' goodbyes reach the server; stopping it first logs errors.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await database.stop()
  }
}
