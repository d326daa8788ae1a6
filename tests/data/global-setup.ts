import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import pg from 'pg'
import { startEmbeddedDatabase, stopLeftoverServer, type EmbeddedDatabase } from '../../scripts/lib/embedded-db'
import { EMBEDDED_DATABASE_NAME } from '../../src/env'
import { DATA_TEST_ENV, DATA_TEST_PG_DIR, DATA_TEST_PG_PORT, FIXTURES_DATABASE } from './test-env'

/**
 * A fresh embedded PostgreSQL for the data tests, migrated by Payload as the launcher does, plus a copy of
 * the migrated database for the importer tests' fixture files (so they never clobber the real data).
 */
let database: EmbeddedDatabase | undefined

function runMigrations(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/prepare.ts', 'never'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...DATA_TEST_ENV },
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Migrations exited with ${code}`))))
  })
}

export async function setup() {
  if (process.env.DATABASE_URL) throw new Error('The data tests run on their own embedded PostgreSQL: unset DATABASE_URL.')
  await stopLeftoverServer(DATA_TEST_PG_DIR)
  rmSync(DATA_TEST_PG_DIR, { recursive: true, force: true })
  rmSync(DATA_TEST_ENV.MEDIA_DIR!, { recursive: true, force: true })
  database = await startEmbeddedDatabase({ dataDir: DATA_TEST_PG_DIR, port: DATA_TEST_PG_PORT, database: EMBEDDED_DATABASE_NAME })
  await runMigrations()
  const client = new pg.Client({ connectionString: database.url.replace(/\/[^/]+$/, '/postgres') })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${FIXTURES_DATABASE} TEMPLATE ${EMBEDDED_DATABASE_NAME}`)
  } finally {
    await client.end()
  }
}

export async function teardown() {
  await database?.stop()
}
