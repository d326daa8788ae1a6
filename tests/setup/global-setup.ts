import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { stopLeftoverServer } from '../../scripts/lib/postgres-server-pid'
import { TEST_BASE_URL, TEST_ENV, TEST_PORT } from './test-env'

/**
 * Starts what the integration and browser tests need, from nothing: a fresh embedded PostgreSQL, migrated
 * and seeded, and the production build served by `next start` (built when sources changed).
 */
let server: ChildProcess | undefined

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

export async function setup(project: TestProject) {
  await stopLeftoverServer(TEST_ENV.EMBEDDED_PG_DIR!)
  // The gated documents live beside the media folder (src/collections/Documents).
  for (const dir of [TEST_ENV.EMBEDDED_PG_DIR!, TEST_ENV.MEDIA_DIR!, `${TEST_ENV.MEDIA_DIR}-documents`]) rmSync(dir, { recursive: true, force: true })
  // The launcher starts the database, migrates, seeds, builds when needed and serves; it stops the
  // database when the server exits.
  server = spawn('node_modules/.bin/tsx', ['scripts/launch.ts', 'start', '-p', String(TEST_PORT)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...TEST_ENV },
  })
  const exited = new Promise<never>((_, reject) => server!.on('exit', (code) => reject(new Error(`The test server exited with ${code}`))))
  await Promise.race([waitForServer(`${TEST_BASE_URL}/robots.txt`, 600_000), exited])
  project.provide('baseUrl', TEST_BASE_URL)
}

export async function teardown() {
  if (!server || server.exitCode !== null) return
  const stopped = new Promise((resolve) => server!.on('exit', resolve))
  server.kill('SIGTERM')
  await stopped
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
