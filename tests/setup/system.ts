import { spawn } from 'node:child_process'
import pg from 'pg'
import { inject } from 'vitest'
import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, EMBEDDED_DATABASE_NAME, embeddedDatabaseUrl } from '../../src/env'
import { TEST_ENV, TEST_METRICS_PORT, TEST_PG_PORT } from './test-env'

export const baseUrl = () => inject('baseUrl')

/** A counter of the test server's metrics (its internal port) for one set of labels, 0 before it first counts. */
export async function metricValue(name: string, labels: Record<string, string>): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${TEST_METRICS_PORT}/metrics`)).text()
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .join(',')
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${wanted}} `))
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0
}

/** Runs a project script against the test database, as the npm scripts would; answers what it printed. */
export function runScript(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', args, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...TEST_ENV } })
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`tsx ${args.join(' ')} exited with ${code}`))))
  })
}

/** Polls `read` every 250 ms until it gives a value (then returns it) or the time is up (then throws). */
export async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 250))
  }
}

/**
 * Requests a page until Next answers it from its cache, so that a later request proves the cache retired it.
 * Returns its body.
 */
export async function warmCachedPage(url: string): Promise<string> {
  await waitFor(async () => ((await fetch(url)).headers.get('x-nextjs-cache') === 'HIT' ? true : undefined))
  return (await fetch(url)).text()
}

/** Runs SQL on the test database (or on the embedded database on another port). */
export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = [], port = TEST_PG_PORT): Promise<T[]> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(port, EMBEDDED_DATABASE_NAME) })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** The seeded admin (the test environment keeps the development defaults). */
export const ADMIN = { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD }

/** Logs a staff account in through the REST API and returns its Authorization header. */
export async function loginHeaders(email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`Login failed for ${email}: ${response.status}`)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
}
