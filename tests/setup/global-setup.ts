import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { stopLeftoverServer } from '../../scripts/lib/postgres-server-pid'
import { EMBEDDED_DATABASE_NAME, embeddedDatabaseUrl } from '../../src/env'
import { keepSeededCopy, restoreSeededCopy, seededDatabaseKey, seededFolderList, TEST_FOLDERS } from './seeded-database'
import { TEST_BASE_URL, TEST_ENV, TEST_METRICS_PORT, TEST_PG_PORT, TEST_PORT } from './test-env'

/**
 * Starts what the integration and browser tests need: a fresh embedded PostgreSQL, migrated, seeded and with the
 * reference data (tests/setup/seeded-database.ts), and the production build served by the launcher (built when
 * sources changed). The two system projects (vitest.config.ts) share one server: the first setup starts it, the
 * last teardown stops it; both run in vitest's main process, so the server is kept on globalThis rather than in this
 * module, which each project loads anew.
 */
type SharedServer = { ready: Promise<ChildProcess>; users: number }
const KEY = Symbol.for('northwind.test-server')
const registry = globalThis as typeof globalThis & { [KEY]?: SharedServer }

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`The test server did not answer at ${url}`)
}

/** Runs a launcher command against the test database (which it starts, and stops when the command ends). */
function launch(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/launch.ts', ...args], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...TEST_ENV },
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`launch.ts ${args.join(' ')} exited with ${code}`))))
  })
}

/**
 * A fresh database and media folder, migrated, seeded and with the reference data: the copy kept by an earlier run
 * when nothing that shapes them has changed since, else made anew and kept.
 */
async function prepareSeededDatabase() {
  await stopLeftoverServer(TEST_FOLDERS.pgDir)
  const key = seededDatabaseKey()
  if (restoreSeededCopy(key)) return
  for (const dir of seededFolderList(TEST_FOLDERS)) rmSync(dir, { recursive: true, force: true })
  await launch(['prepare'])
  await launch(['data:import', '--missing'])
  await keepSeededCopy(key)
}

async function startServer(): Promise<ChildProcess> {
  await prepareSeededDatabase()
  // The launcher starts the database, builds when needed and serves; it stops the database when the server exits.
  const server = spawn('node_modules/.bin/tsx', ['scripts/launch.ts', 'start', '-p', String(TEST_PORT)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // Only this server serves metrics: the processes other tests start take TEST_ENV and would want the same port.
    env: { ...process.env, ...TEST_ENV, METRICS_PORT: String(TEST_METRICS_PORT) },
  })
  const exited = new Promise<never>((_, reject) => server.on('exit', (code) => reject(new Error(`The test server exited with ${code}`))))
  await Promise.race([waitForServer(`${TEST_BASE_URL}/robots.txt`, 600_000), exited])
  return server
}

export async function setup(project: TestProject) {
  const shared = (registry[KEY] ??= { ready: startServer(), users: 0 })
  shared.users++
  await shared.ready
  project.provide('baseUrl', TEST_BASE_URL)
  project.provide('databaseUrl', embeddedDatabaseUrl(TEST_PG_PORT, EMBEDDED_DATABASE_NAME))
}

export async function teardown() {
  const shared = registry[KEY]
  if (!shared || --shared.users > 0) return
  delete registry[KEY]
  const server = await shared.ready.catch(() => undefined)
  if (!server || server.exitCode !== null) return
  const stopped = new Promise((resolve) => server.on('exit', resolve))
  server.kill('SIGTERM')
  await stopped
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
