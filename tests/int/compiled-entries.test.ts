import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMBEDDED_DATABASE_NAME, embeddedDatabaseUrl } from '../../src/env'
import { MOBILE, openContext, useBrowser } from '../e2e/browser'
import { captchaToken, context } from '../setup/lead-capture'
import { ADMIN, loginHeaders, sql, waitFor } from '../setup/system'
import { TEST_ENV, TEST_PG_PORT, TEST_PORT } from '../setup/test-env'

/**
 * What the image runs: the web process, the worker and the release step compiled to dist/ (npm run build:entries),
 * started with plain Node (no tsx), against this suite's build (.next-test) and database.
 */
const WEB_PORT = TEST_PORT + 40
const WORKER_METRICS_PORT = TEST_PORT + 41
const children: ChildProcess[] = []
const browser = useBrowser()

function start(args: string[], env: Record<string, string | undefined>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...TEST_ENV, NODE_ENV: 'production', ...env }
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key]
  const child = spawn(process.execPath, args, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

/** A JSON log line as the processes write it. */
type LogLine = Record<string, unknown> & { level: string; msg: string; requestId?: string; err?: { message: string; digest?: string } }

/** The JSON lines of a process's output (what Next prints before the process's own code runs is text). */
const jsonLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)

async function answers(url: string, timeoutMs = 60_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await fetch(url)
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((r) => setTimeout(r, 250))
    }
  }
}

beforeAll(() => {
  const built = spawnSync('npm', ['run', 'build:entries'], { encoding: 'utf8' })
  expect(built.status, built.stderr).toBe(0)
})

const servers: net.Server[] = []

/**
 * A TCP relay to the suite's database: the database, as a web process reaches it, answers once this runs, and stops
 * answering, its open connections dropped, when it is cut.
 */
async function relayToDatabase(port: number): Promise<{ cut: () => Promise<void> }> {
  const connections = new Set<net.Socket>()
  const relay = net.createServer((client) => {
    const database = net.connect(TEST_PG_PORT, '127.0.0.1')
    connections.add(client).add(database)
    client.on('error', () => database.destroy())
    database.on('error', () => client.destroy())
    client.pipe(database).pipe(client)
  })
  servers.push(relay)
  await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve))
  return {
    cut: () => {
      for (const socket of connections) socket.destroy()
      return new Promise((resolve) => relay.close(() => resolve()))
    },
  }
}

/**
 * The CMS's REST and GraphQL APIs asked in Spanish while the database does not answer: each 503 with Retry-After
 * and exactly the server error in the caller's language. Answers the two responses.
 */
async function expectCmsApisUnavailable(base: string): Promise<Response[]> {
  const cms = await Promise.all([
    fetch(`${base}/api/posts?limit=1`, { headers: { 'accept-language': 'es-MX' } }),
    fetch(`${base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es-MX' },
      body: JSON.stringify({ query: '{ Posts(limit: 1) { docs { id } } }' }),
    }),
  ])
  for (const answer of cms) {
    expect([answer.status, answer.headers.get('retry-after'), await answer.text()], answer.url).toEqual([
      503,
      '30',
      JSON.stringify({ errors: [{ message: 'Hubo un error en la respuesta del servidor.' }] }),
    ])
  }
  return cms
}

/** The error page's heading and reference label, in English and in Spanish. */
const ERROR_PAGE = {
  en: ['Something went wrong on our side', 'Reference:'],
  es: ['Algo salió mal de nuestro lado', 'Referencia:'],
} as const

/** A page that failed, as a visitor's browser shows it: 500, never stored, the edition's words styled by the site's stylesheet, a reference. */
async function expectErrorPage(page: Page, url: string, [title, reference]: (typeof ERROR_PAGE)[keyof typeof ERROR_PAGE]) {
  const failed = await page.goto(url)
  expect([failed?.status(), failed?.headers()['cache-control']], url).toEqual([500, 'private, no-cache, no-store, max-age=0, must-revalidate'])
  const heading = page.getByRole('heading', { level: 1, name: title })
  await heading.waitFor()
  // The heading in the site's type scale (text-4xl), not the browser's default h1.
  await waitFor(async () => (await heading.evaluate((h) => getComputedStyle(h).fontSize)) === '36px' || undefined, 10_000)
  const note = page.getByText(new RegExp(`^${reference} \\d+$`))
  await expect(note.count(), url).resolves.toBe(1)
  return (await note.innerText()).slice(reference.length).trim()
}

afterAll(() => {
  for (const server of servers) server.close()
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

describe('the compiled entry points', () => {
  it('release step: migrations and reference data with plain Node, nothing to do on a released database', async () => {
    const release = start(['--conditions=react-server', 'dist/release.mjs', '--missing'], {})
    expect(await release.exited, release.output()).toBe(0)
    expect(release.output()).toContain('[release] done.')
  })

  it('web process: serves pages, with a request id and JSON log lines, and metrics on its internal port', async () => {
    // No trusted proxy: this test is the client, and what it says about itself counts for nothing.
    const web = start(['dist/web-server.mjs', '-p', String(WEB_PORT)], { METRICS_PORT: String(WEB_PORT + 100), LOG_FORMAT: 'json', TRUSTED_PROXIES: undefined })
    const page = await answers(`http://127.0.0.1:${WEB_PORT}/es-mx`)
    expect(page.status).toBe(200)
    const requestId = page.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    // An id sent by a client that is not a trusted proxy is not taken.
    expect((await fetch(`http://127.0.0.1:${WEB_PORT}/livez`, { headers: { 'x-request-id': 'chosen-by-client' } })).headers.get('x-request-id')).not.toBe(
      'chosen-by-client',
    )
    const metrics = await (await fetch(`http://127.0.0.1:${WEB_PORT + 100}/metrics`)).text()
    expect(metrics).toMatch(/http_requests_total\{family="page",method="GET",status="200"\} \d/)
    const line = jsonLines(web.output()).find((entry) => entry.requestId === requestId && entry.msg === 'request')
    expect(line).toMatchObject({ method: 'GET', family: 'page', path: '/es-mx', status: 200, level: 'info' })
    // A query the caller got wrong is theirs, not the site's failure: one info line with the database's reason, no error.
    const linesOf = (requestId: string | null) => jsonLines(web.output()).filter((entry) => entry.requestId === requestId)
    const refused = await fetch(`http://127.0.0.1:${WEB_PORT}/api/pages/abc`)
    expect(refused.status).toBe(400)
    // So is any other refusal: a read of what only staff may read (Payload's Forbidden, which its loggingLevels
    // name) and a version id that is no id (a plain APIError, which they do not).
    const forbidden = await fetch(`http://127.0.0.1:${WEB_PORT}/api/users`)
    expect(forbidden.status).toBe(403)
    const noVersion = await fetch(`http://127.0.0.1:${WEB_PORT}/api/posts/versions/abc`)
    expect(noVersion.status).toBe(400)
    expect(await noVersion.json()).toEqual({ errors: [{ message: 'Missing ID of version.' }] })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const refusedLines = linesOf(refused.headers.get('x-request-id'))
    expect(refusedLines.filter((entry) => entry.level === 'error')).toEqual([])
    expect(refusedLines).toContainEqual(expect.objectContaining({ level: 'info', msg: 'Refused a query the caller sent' }))
    const forbiddenLines = linesOf(forbidden.headers.get('x-request-id'))
    expect(forbiddenLines.filter((entry) => entry.level === 'error')).toEqual([])
    expect(forbiddenLines).toContainEqual(expect.objectContaining({ level: 'info', msg: 'You are not allowed to perform this action.' }))
    const noVersionLines = linesOf(noVersion.headers.get('x-request-id'))
    expect(noVersionLines.filter((entry) => entry.level === 'error')).toEqual([])
    expect(noVersionLines).toContainEqual(expect.objectContaining({ level: 'info', msg: 'Refused a request', status: 400 }))
    web.child.kill('SIGTERM')
    await web.exited
    // The application's own lines (here the shutdown's) are JSON too, not "[shutdown] ..." text a log shipper cannot read.
    const lines = web.output().split('\n').filter(Boolean)
    expect(lines.filter((l) => /^\[[a-z-]+\]/.test(l))).toEqual([])
    expect(lines.some((l) => l.startsWith('{') && (JSON.parse(l) as { msg: string }).msg.startsWith('[shutdown] SIGTERM'))).toBe(true)
  })

  it('web process: logs a write the database refused without the values it carried (a lead’s, a staff account’s)', async () => {
    const port = WEB_PORT + 8
    const base = `http://127.0.0.1:${port}`
    const lead = { company: 'Refused Textiles SA', email: 'refused.lead@textiles.example', phoneNumber: '5587654321' }
    const staff = { email: 'refused.staff@northwind.example', name: 'Refusé Staffmember' }
    // PostgreSQL refuses these two rows, as it would refuse a write for any reason of its own (a constraint, a full disk).
    await sql(`ALTER TABLE leads ADD CONSTRAINT test_refused_lead CHECK (company IS DISTINCT FROM '${lead.company}') NOT VALID`)
    await sql(`ALTER TABLE users ADD CONSTRAINT test_refused_staff CHECK (email <> '${staff.email}') NOT VALID`)
    try {
      const web = start(['dist/web-server.mjs', '-p', String(port)], { LOG_FORMAT: 'json' })
      await waitFor(async () => (await answers(`${base}/readyz`)).status === 200 || undefined, 60_000)
      // A lead, written by the site in plain SQL: PostgreSQL's error quotes the row ("Failing row contains (…)").
      const submitted = await fetch(`${base}/api/contact-us/v1/create-mexico-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'es-MX', 'g-recaptcha-response': await captchaToken('lead') },
        body: JSON.stringify({
          formType: 'MexicoForm',
          countryCode: '+52',
          companyType: 'exporter',
          financeRequirement: '150000',
          ...lead,
          ...context('/es-mx/contact-us'),
        }),
      })
      expect(submitted.status).toBe(500)
      expect((await submitted.json()).error.code).toBe('SERVER_ERROR')
      // A staff account, written by Payload through Drizzle: its error quotes the statement's values, the password's hash among them.
      const created = await fetch(`${base}/api/users`, {
        method: 'POST',
        headers: await loginHeaders(ADMIN.email, ADMIN.password),
        body: JSON.stringify({ ...staff, password: 'a-long-enough-password-1', roles: ['editor'] }),
      })
      expect(created.status).toBe(500)
      web.child.kill('SIGTERM')
      await web.exited
      const errors = jsonLines(web.output()).filter((entry) => entry.level === 'error')
      const [leadError, staffError] = [submitted, created].map((answer) => errors.find((entry) => entry.requestId === answer.headers.get('x-request-id')))
      expect(leadError?.err?.message, web.output()).toBe('new row for relation "leads" violates check constraint "test_refused_lead"')
      expect(staffError?.err?.message, web.output()).toMatch(
        /^Failed query: insert into "users" .+\nparams: \(6 values, not logged\): new row for relation "users" violates check constraint "test_refused_staff"$/,
      )
      for (const value of [...Object.values(lead), ...Object.values(staff), 'Refus']) expect(web.output()).not.toContain(value)
    } finally {
      await sql('ALTER TABLE leads DROP CONSTRAINT test_refused_lead')
      await sql('ALTER TABLE users DROP CONSTRAINT test_refused_staff')
    }
  })

  it('worker: serves its liveness and the job backlog on its internal port, and stops on SIGTERM', async () => {
    const worker = start(['--conditions=react-server', 'dist/delivery-worker.mjs'], {
      METRICS_PORT: String(WORKER_METRICS_PORT),
      JOBS_RUN_INTERVAL_SECONDS: '59',
    })
    expect((await answers(`http://127.0.0.1:${WORKER_METRICS_PORT}/livez`)).status).toBe(200)
    expect(await (await fetch(`http://127.0.0.1:${WORKER_METRICS_PORT}/metrics`)).text()).toContain('northwind_jobs_waiting')
    worker.child.kill('SIGTERM')
    expect(await worker.exited).toBe(0)
  })

  it('web process: starts while the database does not answer, says so on /readyz, and serves once it answers', async () => {
    const port = WEB_PORT + 2
    const databasePort = WEB_PORT + 3
    const web = start(['dist/web-server.mjs', '-p', String(port)], {
      DATABASE_URL: embeddedDatabaseUrl(databasePort, EMBEDDED_DATABASE_NAME),
      LOG_FORMAT: 'json',
    })
    const live = await answers(`http://127.0.0.1:${port}/livez`)
    expect(live.status, web.output()).toBe(200)
    const unready = await fetch(`http://127.0.0.1:${port}/readyz`)
    expect(unready.status).toBe(503)
    expect(await unready.json()).toEqual({ status: 'unavailable' })
    expect(web.output()).toContain('Payload could not start (is the database reachable?)')
    const search = await fetch(`http://127.0.0.1:${port}/api/hsn/search?q=rice`)
    expect([search.status, search.headers.get('retry-after'), (await search.json()).error.code]).toEqual([503, '30', 'DATABASE_UNAVAILABLE'])
    // Requests, probes and admin views one after another do not each try to start Payload (each attempt is one more
    // error with its stack). The admin cannot render: the global error page, as for the site's pages below.
    // One line per attempt, Payload's own; a request the gate refuses logs it as the cause of its own error.
    const failedAttempts = () => jsonLines(web.output()).filter((line) => line.err?.message?.startsWith('Error: cannot connect to Postgres')).length
    const before = failedAttempts()
    // The start's own attempt is counted: the count would stay at 0 if the words changed.
    expect(before, web.output()).toBeGreaterThan(0)
    const burst = ['/api/hsn/search?q=rice', '/readyz', '/admin', '/admin/collections/leads'].flatMap((path) => [path, path, path])
    const statuses: string[] = []
    for (const path of burst) statuses.push(`${path} ${(await fetch(`http://127.0.0.1:${port}${path}`)).status}`)
    expect(statuses).toEqual(burst.map((path) => `${path} ${path.startsWith('/admin') ? 500 : 503}`))
    expect(failedAttempts() - before).toBeLessThanOrEqual(1)
    // The CMS's REST and GraphQL APIs answer as the site's do, where Payload's own handlers answered 500.
    await expectCmsApisUnavailable(`http://127.0.0.1:${port}`)
    // Pages: the edition layout cannot render either (its own reads were never made), so Next's global error
    // boundary answers, with the same page in the edition the address names.
    const { page } = await openContext(browser(), MOBILE)
    await expectErrorPage(page, `http://127.0.0.1:${port}/en-us/events`, ERROR_PAGE.en)
    await expectErrorPage(page, `http://127.0.0.1:${port}/es-mx`, ERROR_PAGE.es)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-MX')
    await relayToDatabase(databasePort)
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200 || undefined, 30_000)
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await page.getByRole('heading', { level: 1, name: /^Convierte tus facturas/ }).waitFor({ timeout: 30_000 })
    await page.context().close()
    expect((await fetch(`http://127.0.0.1:${port}/es-mx/blogs`)).status).toBe(200)
    // The process's own attempt (5 s after the first) also succeeds, and says so.
    await waitFor(async () => /Payload started: the database answered \(attempt \d+\)/.test(web.output()) || undefined, 15_000)
    // Each failed attempt was said once, by Payload and by the start, not also as Node's "unhandledRejection: undefined".
    expect(web.output()).not.toContain('unhandledRejection')
    web.child.kill('SIGTERM')
    await web.exited
  })

  it("web process: with its database away, a page answers 500 with the edition's error page, styled, that tries again; an API 503", async () => {
    const port = WEB_PORT + 6
    const databasePort = WEB_PORT + 7
    const base = `http://127.0.0.1:${port}`
    const database = await relayToDatabase(databasePort)
    const web = start(['dist/web-server.mjs', '-p', String(port)], {
      DATABASE_URL: embeddedDatabaseUrl(databasePort, EMBEDDED_DATABASE_NAME),
      LOG_FORMAT: 'json',
    })
    await waitFor(async () => (await answers(`${base}/readyz`)).status === 200 || undefined, 60_000)
    // Each edition's home page: the edition layout's own reads (its tracking providers) are then cached.
    for (const home of ['/', '/es-mx', '/en-us']) expect((await fetch(base + home)).status, home).toBe(200)
    await database.cut()
    // The public APIs say the database is away for now: 503 with Retry-After, in the caller's language.
    const search = await fetch(`${base}/api/hsn/search?q=rice`, { headers: { 'accept-language': 'es-MX' } })
    expect(search.status).toBe(503)
    expect(search.headers.get('retry-after')).toBe('30')
    expect((await search.json()).error).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      message: 'Hubo un error en la respuesta del servidor.',
      retryAfterSeconds: 30,
    })
    // One warning naming the connection, not the statement and its values.
    const warning = web
      .output()
      .split('\n')
      .find((line) => line.includes('[api] the database did not answer'))
    expect(warning).toMatch(/did not answer: (connect ECONNREFUSED|Connection terminated)/)
    expect(warning).not.toContain('Failed query')
    // So do the CMS's REST and GraphQL APIs (Payload's own handlers), each logged as one warning too.
    const cms = await expectCmsApisUnavailable(base)
    await new Promise((resolve) => setTimeout(resolve, 200))
    for (const answer of cms) {
      const answerLines = jsonLines(web.output()).filter((line) => line.requestId === answer.headers.get('x-request-id'))
      expect(
        answerLines.filter((line) => line.level !== 'info'),
        answer.url,
      ).toEqual([expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^The database did not answer: /) })])
    }
    const { page } = await openContext(browser(), MOBILE)
    await expectErrorPage(page, `${base}/news`, ERROR_PAGE.en)
    await expectErrorPage(page, `${base}/en-us/news`, ERROR_PAGE.en)
    const reference = await expectErrorPage(page, `${base}/es-mx/news`, ERROR_PAGE.es)
    // Next's own account of the failure is a JSON line like the rest, with the reference the visitor was given.
    const lines = web.output().split('\n').filter(Boolean)
    expect(lines.filter((line) => !line.startsWith('{') && !line.includes('Running next.config.ts'))).toEqual([])
    expect(jsonLines(web.output())).toContainEqual(expect.objectContaining({ level: 'error', err: expect.objectContaining({ digest: reference }) }))
    await relayToDatabase(databasePort)
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click()
    await page.getByRole('heading', { level: 1, name: 'Noticias' }).waitFor({ timeout: 30_000 })
    await page.context().close()
    web.child.kill('SIGTERM')
    await web.exited
  })

  it('web process: exits, naming the account, while a staff account has the development password in production', async () => {
    const web = start(['dist/web-server.mjs', '-p', String(WEB_PORT + 4)], {
      DEPLOY_ENV: 'production',
      PAYLOAD_SECRET: 'a-real-secret-of-sufficient-length',
      ADMIN_PASSWORD: 'a-strong-admin-password',
      ALLOW_LOCAL_PROVIDERS: 'true',
      PUSH_EXTRA_ENDPOINT_ORIGINS: undefined,
      DATABASE_URL: embeddedDatabaseUrl(TEST_PG_PORT, EMBEDDED_DATABASE_NAME),
    })
    const code = await Promise.race([web.exited, new Promise((r) => setTimeout(() => r('still running'), 60_000))])
    expect(code, web.output()).toBe(1)
    expect(web.output()).toContain('still uses the development default password')
  })

  it('web process: refuses to start as production with development defaults, naming what to set', async () => {
    const web = start(['dist/web-server.mjs', '-p', String(WEB_PORT + 1)], { DEPLOY_ENV: undefined, DATABASE_URL: undefined })
    const code = await Promise.race([web.exited, new Promise((r) => setTimeout(() => r('still running'), 60_000))])
    expect(code, web.output()).not.toBe(0)
    expect(web.output()).toContain('Refusing to start with development defaults')
    expect(web.output()).toContain('PAYLOAD_SECRET')
  })
})
