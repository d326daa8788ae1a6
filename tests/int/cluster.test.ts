import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param'
import type { QueryResultRow } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCrm, type FakeCrm } from '../../bench/lib/fake-crm'
import { OTP_SENDS_PER_ADDRESS, sendOtpFrom, sendOtpsPastTheLimit } from '../setup/lead-capture'
import { getFrom, postFrom } from '../setup/post-from'
import { copySeededCopy, seededFolderList, type SeededFolders } from '../setup/seeded-database'
import { ADMIN, sql as sqlOnTestDatabase, warmCachedPage } from '../setup/system'
import { TEST_CLUSTER_CRM_PORT, TEST_CLUSTER_PG_PORT, TEST_CLUSTER_PORT, TEST_CRM_SECRET, TEST_ENV, TEST_REDIS_PORT } from '../setup/test-env'

/**
 * bench/lib/local-cluster.ts, the compose file's topology as local processes: two web processes behind Varnish (with
 * compose's network.vcl) sharing a Redis cache, with their job worker,
 * on a database, media folder and CRM fake of their own (a copy of the seeded test database): what it edits, kills
 * or disconnects is its own, never the test server's.
 */
const LB_PORT = TEST_CLUSTER_PORT
const WEB_PORTS = [LB_PORT + 1, LB_PORT + 2]
const REDIS_PORT = TEST_REDIS_PORT
const LB = `http://127.0.0.1:${LB_PORT}`
const FOLDERS: SeededFolders = { pgDir: '.data/cluster-postgres', mediaDir: '.data/cluster-media' }
/** The address that stands for a proxy in front of Varnish, an Ingress (FRONT_PROXIES): it names the visitor in X-Forwarded-For. */
const INGRESS = '127.0.0.7'
/** The token the web processes send with each purge and Varnish asks of it (HTTP_CACHE_PURGE_TOKEN). */
const PURGE_TOKEN = 'cluster-test-purge-token-0123456789'
/** What one visitor may send the web processes a minute through Varnish (deploy/varnish/site.vcl's default). */
const VARNISH_CLIENT_REQUESTS_PER_MINUTE = 600
const sql = <T extends QueryResultRow>(text: string, values: unknown[] = []) => sqlOnTestDatabase<T>(text, values, TEST_CLUSTER_PG_PORT)

let cluster: ChildProcess
let crm: FakeCrm
let log = ''

/** The launcher and every process under it, with how long each has run: where a start that never ends is stuck. */
function clusterProcesses(): string {
  const rows = spawnSync('ps', ['-eo', 'pid=,ppid=,etimes=,args='], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => line.trim().split(/\s+/))
  const tree = new Set([cluster?.pid])
  for (let grew = true; grew;) {
    grew = false
    for (const [pid, ppid] of rows) {
      if (tree.has(Number(pid)) || !tree.has(Number(ppid))) continue
      tree.add(Number(pid))
      grew = true
    }
  }
  return rows
    .filter(([pid]) => tree.has(Number(pid)))
    .map(([pid, , seconds, ...args]) => `${pid} ${seconds}s ${args.join(' ').slice(0, 160)}`)
    .join('\n')
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\nprocesses:\n${clusterProcesses()}\noutput:\n${log.slice(-3000)}`)
    await sleep(250)
  }
}
const healthy = (url: string) => () => fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok)
/** Whether `web`'s /readyz says ready (not degraded). */
const ready = (web: string) => async () => ((await (await fetch(`${web}/readyz`)).json()) as { status: string }).status === 'ready'

async function captchaToken(): Promise<string> {
  const challenge = (await (await fetch(`${LB}/api/captcha/challenge?action=lead`)).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64')
}

let leadCounter = 0
type SubmittedLead = { email: string; status: number; leadId?: number }

/** One supplier-connect submission through the cache and the balancer, from an address of its own (no rate limit). */
async function submitLead(runId: string): Promise<SubmittedLead> {
  const n = ++leadCounter
  const email = `cluster-${runId}-${n}@supplier.example`
  const body = {
    name: 'Cluster Test',
    email,
    phoneNumber: `98${String(Date.now() % 1e5).padStart(5, '0')}${String(n % 1000).padStart(3, '0')}`,
    countryCode: '+91',
    company: 'Cluster Ltd',
    termsConsent: true,
    sourceUrl: `${LB}/`,
    startedAt: Date.now() - 30_000,
    referralCode: '',
  }
  const token = await captchaToken().catch(() => null)
  if (!token) return { email, status: 0 }
  const headers = { 'content-type': 'application/json', 'accept-language': 'en-IN', 'g-recaptcha-response': token }
  // A process killed while it sends the answer leaves a status without its body: no acknowledgement reached the visitor (status 0).
  const { status, json } = await postFrom(`127.9.${n >> 8}.${n & 255}`, `${LB}/api/forms/supplier-connect`, headers, JSON.stringify(body))
  return { email, status, leadId: (json as { result?: { leadId?: number } } | null)?.result?.leadId }
}

/** Every acknowledged lead is stored, under the id its answer gave, and no submission is stored twice. */
async function expectStoredOnce(leads: SubmittedLead[]) {
  const rows = await sql<{ id: number; email: string }>('SELECT id, email FROM leads WHERE email = ANY($1)', [leads.map((l) => l.email)])
  const copies = new Map<string, number>()
  for (const row of rows) copies.set(row.email, (copies.get(row.email) ?? 0) + 1)
  expect([...copies].filter(([, n]) => n > 1)).toEqual([])
  for (const lead of leads.filter((l) => l.status === 200)) expect(rows.find((row) => row.email === lead.email)?.id).toBe(lead.leadId)
}

/** Clients that keep asking through the load balancer until stopped: a page, a search and lead submissions. */
function startLoad(runId: string) {
  const answers: { request: string; status: number }[] = []
  const leads: SubmittedLead[] = []
  let stopped = false
  const get = (path: string) =>
    fetch(`${LB}${path}`).then(
      async (r) => (await r.arrayBuffer(), r.status),
      () => 0,
    )
  const clients = ['/es-mx', '/api/hsn/search?q=cashew', 'lead', 'lead'].map(async (request) => {
    while (!stopped) {
      if (request !== 'lead') answers.push({ request, status: await get(request) })
      else {
        const lead = await submitLead(runId)
        leads.push(lead)
        answers.push({ request: 'lead', status: lead.status })
      }
    }
  })
  return {
    answers,
    leads,
    stop: async () => {
      stopped = true
      await Promise.all(clients)
    },
  }
}

/** The job worker the cluster's launcher runs on its database (found by its environment). */
function clusterWorkerPids(): number[] {
  const out = spawnSync('sh', ['-c', "pgrep -f 'scripts/delivery-worker.ts' || true"], { encoding: 'utf8' }).stdout
  return out
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`EMBEDDED_PG_PORT=${TEST_CLUSTER_PG_PORT}`)
      } catch {
        return false
      }
    })
}

/** The process listening on a port of this machine. */
function pidListening(port: number): number {
  const pid = Number(spawnSync('sh', ['-c', `ss -ltnpH 'sport = :${port}'`], { encoding: 'utf8' }).stdout.match(/pid=(\d+)/)?.[1])
  if (!pid) throw new Error(`nothing listens on port ${port}`)
  return pid
}

async function staffHeaders(web: string): Promise<Record<string, string>> {
  const login = await fetch(`${web}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  const { token } = (await login.json()) as { token: string }
  return { authorization: `JWT ${token}`, 'content-type': 'application/json' }
}

/** Renames the Mexico edition's contact link in the header menu through `web`'s REST API; returns the new label. */
async function renameContactLink(web: string, auth: Record<string, string>, label: string): Promise<string> {
  type NavItem = { href?: string | null; label: string }
  const { navItems } = (await (await fetch(`${web}/api/globals/header?locale=es-mx&depth=0`, { headers: auth })).json()) as { navItems: NavItem[] }
  const saved = await fetch(`${web}/api/globals/header?locale=es-mx`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ navItems: navItems.map((i) => (i.href === '/contact-us' ? { ...i, label } : i)) }),
  })
  expect(saved.status).toBe(200)
  return label
}

/** The Mexican pages a page links to, without fragments or queries. */
function mexicanPagesLinkedFrom(html: string): string[] {
  return [...new Set([...html.matchAll(/href="(\/es-mx(?:\/[^"#?]*)?)"/g)].map((match) => match[1]!))]
}

/** Requests `pages` from `web` one after another until its /readyz says ready again; returns those requested. */
async function renderUntilReady(web: string, pages: string[]): Promise<string[]> {
  let isReady = false
  const watch = waitFor(async () => (isReady = await ready(web)()), 20_000, 'ready again')
  const requested: string[] = []
  for (const page of pages) {
    if (isReady) break
    requested.push(page)
    expect((await fetch(`${web}${page}`)).status, page).toBe(200)
  }
  await watch
  return requested
}

const isAlive = (pid: number) => spawnSync('kill', ['-0', String(pid)]).status === 0

describe('several web processes behind Varnish, one Redis cache', () => {
  beforeAll(async () => {
    crm = await startFakeCrm(TEST_CLUSTER_CRM_PORT, TEST_CRM_SECRET)
    copySeededCopy(FOLDERS)
    // Node itself rather than the tsx command, which would not pass SIGHUP (rolling restart) on to the launcher.
    cluster = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/local-cluster.ts', '-p', String(LB_PORT)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...TEST_ENV,
        PORT: String(LB_PORT),
        WEB_PROCESSES: String(WEB_PORTS.length),
        WEB_BASE_PORT: String(WEB_PORTS[0]),
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        EMBEDDED_PG_PORT: String(TEST_CLUSTER_PG_PORT),
        EMBEDDED_PG_DIR: FOLDERS.pgDir,
        MEDIA_DIR: FOLDERS.mediaDir,
        CRM_WEBHOOK_URL: `http://127.0.0.1:${TEST_CLUSTER_CRM_PORT}/leads`,
        FRONT_PROXIES: INGRESS,
        HTTP_CACHE_PURGE_TOKEN: PURGE_TOKEN,
      },
    })
    cluster.stdout!.on('data', (d) => (log += d))
    cluster.stderr!.on('data', (d) => (log += d))
    // Migrations, the data check, two web processes and Varnish, on a machine busy with other test files.
    const exited = new Promise<never>((_, reject) => cluster.once('exit', (code) => reject(new Error(`the cluster exited with ${code}\n${log.slice(-3000)}`))))
    await Promise.race([waitFor(healthy(LB), 240_000, 'the cluster'), exited])
  }, 270_000)

  afterAll(async () => {
    await crm?.close()
    if (cluster && cluster.exitCode === null) {
      const exited = new Promise((r) => cluster.once('exit', r))
      cluster.kill('SIGTERM')
      await exited
    }
    for (const dir of seededFolderList(FOLDERS)) rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  it('serves an admin edit on the next request through the cache, and from every web process', async () => {
    const [first, second] = WEB_PORTS.map((p) => `http://127.0.0.1:${p}`)
    const auth = await staffHeaders(first!)
    // Before the edit the cache holds the page, and so does the other process.
    await waitFor(async () => (await fetch(`${LB}/es-mx`)).headers.get('x-cache') === 'HIT', 30_000, 'the page in the cache')
    expect(await warmCachedPage(`${second}/es-mx`)).toContain('Contacto')
    await renameContactLink(first!, auth, 'Hablemos en clúster')
    try {
      expect(await (await fetch(`${LB}/es-mx`)).text()).toContain('Hablemos en clúster')
      expect(await (await fetch(`${second}/es-mx`)).text()).toContain('Hablemos en clúster')
    } finally {
      await renameContactLink(first!, auth, 'Contacto')
    }
  })

  it('keeps every session when one account logs in on every web process at once', async () => {
    const logins = await Promise.all(Array.from({ length: 8 }, (_, i) => staffHeaders(`http://127.0.0.1:${WEB_PORTS[i % WEB_PORTS.length]}`)))
    const me = await Promise.all(
      logins.map(
        async (auth, i) =>
          (
            (await (await fetch(`http://127.0.0.1:${WEB_PORTS[(i + 1) % WEB_PORTS.length]}/api/users/me`, { headers: auth })).json()) as {
              user: { email: string } | null
            }
          ).user?.email,
      ),
    )
    expect(me).toEqual(Array(8).fill(ADMIN.email))
  })

  it('keeps serving while Redis hangs, says degraded, and serves an edit made meanwhile everywhere once Redis is back', async () => {
    const [first, second] = WEB_PORTS.map((p) => `http://127.0.0.1:${p}`)
    const auth = await staffHeaders(first!)
    await waitFor(async () => (await fetch(`${LB}/es-mx`)).headers.get('x-cache') === 'HIT', 30_000, 'the page in the cache')
    // Stopped, not killed: its connections stay open and every command waits, the worst case for a client.
    const redis = pidListening(REDIS_PORT)
    process.kill(redis, 'SIGSTOP')
    let label = ''
    try {
      const answers = await Promise.all(
        // The second process renders a Mexican page: its memory holds the menu the edit below replaces.
        ['/es-mx/blogs', '/en-us/contact-us', `${second}/es-mx/blogs`, `${first}/es-mx`].map(async (target) => {
          const started = Date.now()
          const status = await fetch(target.startsWith('http') ? target : `${LB}${target}`, { signal: AbortSignal.timeout(10_000) }).then(
            (r) => r.status,
            () => 0,
          )
          return { target, status, ms: Date.now() - started }
        }),
      )
      for (const answer of answers) expect(answer.status === 200 && answer.ms < 5000, JSON.stringify(answer)).toBe(true)
      for (const web of [first, second]) {
        // Within the 1 s a load balancer's probe allows (deploy/compose/network.vcl), or it would take every process out.
        const started = Date.now()
        expect(await (await fetch(`${web}/readyz`)).json()).toEqual({ status: 'degraded' })
        expect(Date.now() - started).toBeLessThan(1000)
      }
      label = await renameContactLink(first!, auth, 'Hablemos sin Redis')
    } finally {
      process.kill(redis, 'SIGCONT')
    }
    try {
      // Pages the second process renders one after another from its memory until it has noticed: the one it is
      // rendering then finishes after Redis was emptied, and must not be stored there.
      const walked = await renderUntilReady(second!, mexicanPagesLinkedFrom(await (await fetch(`${first}/es-mx/blogs`)).text()))
      // Each process notices within seconds, drops its own memory and the shared entries, and has the front purged.
      for (const target of [...walked.map((page) => `${second}${page}`), `${first}/es-mx`, `${LB}/es-mx`]) {
        await waitFor(async () => (await (await fetch(target)).text()).includes(label), 20_000, `the edit at ${target}`)
      }
      for (const web of [first, second]) await waitFor(ready(web!), 20_000, 'ready again')
    } finally {
      await renameContactLink(first!, auth, 'Contacto')
    }
  }, 120_000)

  it('caches pages, build files and images in front, without the headers Next uses internally, and passes the rest', async () => {
    await fetch(`${LB}/en-us`)
    const page = await fetch(`${LB}/en-us`)
    expect(page.headers.get('x-cache')).toBe('HIT')
    for (const internal of ['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time', 'x-middleware-rewrite', 'x-cache-url', 'x-varnish'])
      expect(page.headers.get(internal), internal).toBeNull()
    // No answer names the internal route the proxy served it from (Next tells its own router in x-middleware-rewrite).
    for (const path of ['/hsn-code?q=fish', '/es-mx/no-existe', '/en-us/interest-calculator?mode=emi&principal=100000&annualRatePercent=12&months=12']) {
      const answer = await fetch(`${LB}${path}`)
      expect(answer.status, path).toBeLessThan(500)
      expect(answer.headers.get('x-middleware-rewrite'), path).toBeNull()
    }
    const script = (await page.text()).match(/\/_next\/static\/[^"]+\.js/)![0]
    await fetch(`${LB}${script}`)
    const file = await fetch(`${LB}${script}`)
    expect([file.status, file.headers.get('x-cache')]).toEqual([200, 'HIT'])
    expect(file.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/)
    for (const path of ['/readyz', '/api/hsn/search?q=cashew']) {
      await fetch(`${LB}${path}`)
      expect((await fetch(`${LB}${path}`)).headers.get('x-cache'), path).toBe('MISS')
    }
    // The site's images are the API's one public, cacheable answer; a staff session still goes through.
    const { docs } = (await (await fetch(`${LB}/api/media?limit=1&depth=0`)).json()) as { docs: { url: string }[] }
    await fetch(`${LB}${docs[0]!.url}`)
    const image = await fetch(`${LB}${docs[0]!.url}`)
    expect([image.status, image.headers.get('x-cache')]).toEqual([200, 'HIT'])
    expect((await fetch(`${LB}${docs[0]!.url}`, { headers: { cookie: 'payload-token=staff' } })).headers.get('x-cache')).toBe('MISS')
  })

  it('keeps one copy of a page whatever a client adds to its request, and nothing it was not told it may keep', async () => {
    // The path as written (fetch resolves dot segments) and headers as sent, a header repeated too.
    const rawGet = (path: string, headers: string[] = []) =>
      new Promise<{ status: number; cache: string | undefined }>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port: LB_PORT, path, headers, agent: false }, (response) => {
          response.resume()
          response.on('end', () => resolve({ status: response.statusCode ?? 0, cache: response.headers['x-cache'] as string | undefined }))
        })
        request.on('error', reject)
        request.end()
      })
    const cached = (url: string) => waitFor(async () => (await fetch(url)).headers.get('x-cache') === 'HIT', 30_000, `${url} in the cache`)
    await cached(`${LB}/en-us`)
    // The gzipped copy (fetch asked for the other one, Varnish keeps both) answers whatever Next's router headers say
    // on a request that is not Next's own RSC request.
    await rawGet('/en-us', ['Accept-Encoding', 'gzip'])
    for (const header of ['Next-Router-State-Tree', 'Next-Router-Prefetch', 'Next-Router-Segment-Prefetch', 'RSC'])
      expect((await rawGet('/en-us', ['Accept-Encoding', 'gzip', header, `invented-${Math.random()}`])).cache, header).toBe('HIT')
    // Next's router asking for the page's payload, as a navigation does, with a state tree a client invented and the
    // _rsc value Next checks it against: answered (the whole payload, about 150 KB), never kept.
    const stateTree = encodeURIComponent(JSON.stringify(['', { children: ['__PAGE__', {}] }, `/invented-${Math.random()}`, null, true]))
    const navigation = `/en-us?_rsc=${await computeCacheBustingSearchParam(undefined, undefined, stateTree, undefined)}`
    for (let i = 0; i < 2; i++) expect(await rawGet(navigation, ['RSC', '1', 'Next-Router-State-Tree', stateTree])).toEqual({ status: 200, cache: 'MISS' })
    // A query a client invents, a build file that does not exist, a path Next reads as another: answered, never kept.
    const invented = `/en-us?utm_source=${Math.random()}`
    const missingBuildFile = `/_next/static/chunks/missing-${Date.now()}.js`
    for (const [path, status] of [
      [invented, 200],
      [missingBuildFile, 404],
      ['/en-us/../api/users/me', 200],
    ] as const) {
      expect(await rawGet(path), path).toEqual({ status, cache: 'MISS' })
      expect(await rawGet(path), path).toEqual({ status, cache: 'MISS' })
    }
    // A staff session in a second Cookie header still goes through, past the images' cache.
    const { docs } = (await (await fetch(`${LB}/api/media?limit=1&depth=0`)).json()) as { docs: { url: string }[] }
    await cached(`${LB}${docs[0]!.url}`)
    expect((await rawGet(docs[0]!.url, ['Cookie', 'consent=1', 'Cookie', 'payload-token=staff'])).cache).toBe('MISS')
  })

  it('gives two visitors behind the cache their own rate-limit buckets, whatever X-Forwarded-For they send', async () => {
    const statuses = await sendOtpsPastTheLimit(LB, '127.0.0.5', (i) => `198.51.100.${i + 1}`)
    expect(
      statuses.slice(0, OTP_SENDS_PER_ADDRESS).every((status) => status === 200),
      statuses.join(' '),
    ).toBe(true)
    expect(statuses[OTP_SENDS_PER_ADDRESS]).toBe(429)
    expect(await sendOtpFrom(LB, '127.0.0.6', '198.51.100.1')).toBe(200)
  })

  it('takes each visitor’s address from the proxy in front (the last it appended to X-Forwarded-For), and a purge only from a web process with the token, never through the proxy', async () => {
    // What the visitor wrote first changes nothing: the Ingress saw 198.51.100.200.
    const statuses = await sendOtpsPastTheLimit(LB, INGRESS, (i) => `203.0.113.${i + 1}, 198.51.100.200`)
    expect(
      statuses.slice(0, OTP_SENDS_PER_ADDRESS).every((status) => status === 200),
      statuses.join(' '),
    ).toBe(true)
    expect(statuses[OTP_SENDS_PER_ADDRESS]).toBe(429)
    // Before, every visitor behind the Ingress shared its address, and so this bucket.
    expect(await sendOtpFrom(LB, INGRESS, '198.51.100.201')).toBe(200)
    // A header that names no address counts as the Ingress's own, and is never looked up as a name.
    expect(await sendOtpFrom(LB, INGRESS, '198.51.100.202, localhost')).toBe(200)

    // A BAN that a proxy relays (it names a visitor) is refused, even from an address that may purge and with the
    // token; so is one from such an address without the token, or with another.
    await fetch(`${LB}/es-mx`)
    expect((await fetch(`${LB}/es-mx`)).headers.get('x-cache')).toBe('HIT')
    const ban = (headers: Record<string, string>) => fetch(`${LB}/`, { method: 'BAN', headers }).then((answer) => answer.status)
    expect(await ban({ 'x-forwarded-for': '198.51.100.203', authorization: `Bearer ${PURGE_TOKEN}` })).toBe(403)
    expect(await ban({})).toBe(403)
    expect(await ban({ authorization: `Bearer ${PURGE_TOKEN}x` })).toBe(403)
    expect((await fetch(`${LB}/es-mx`)).headers.get('x-cache')).toBe('HIT')
    // What the web processes send.
    expect(await ban({ authorization: `Bearer ${PURGE_TOKEN}` })).toBe(200)
    expect((await fetch(`${LB}/es-mx`)).headers.get('x-cache')).toBe('MISS')
  })

  it('stops a visitor who floods the web processes at the front door, in their language, and no one else', async () => {
    // Behind the Ingress, from a fresh address of one IPv6 /64 each time: the limit counts the network.
    const from = (address: string, path: string, headers: Record<string, string> = {}) =>
      getFrom(INGRESS, `${LB}${path}`, { 'x-forwarded-for': address, ...headers })
    await fetch(`${LB}/en-us`)
    // Varnish's limit is a token bucket of that many a minute, refilled as the minute goes by: a request the web
    // processes were slow to answer (a busy machine) lets one more through. So the flood goes on until refused, and
    // the count it got through is at least the limit and at most the limit and what the time it took refilled.
    const started = Date.now()
    const statuses: number[] = []
    while (statuses.length < 2 * VARNISH_CLIENT_REQUESTS_PER_MINUTE && statuses.at(-1) !== 429) {
      const i = statuses.length
      statuses.push((await from(`2001:db8:77:1::${(i + 1).toString(16)}`, `/api/flood-${i}`)).status)
    }
    const refilled = Math.ceil(((Date.now() - started) / 60_000) * VARNISH_CLIENT_REQUESTS_PER_MINUTE)
    expect(statuses.at(-1)).toBe(429)
    const through = statuses.slice(0, -1)
    expect(through.filter((status) => status !== 404)).toEqual([])
    expect(through.length).toBeGreaterThanOrEqual(VARNISH_CLIENT_REQUESTS_PER_MINUTE)
    expect(through.length).toBeLessThanOrEqual(VARNISH_CLIENT_REQUESTS_PER_MINUTE + refilled)

    const api = await from('2001:db8:77:1:aaaa::1', '/api/flood-more', { 'accept-language': 'es-MX,es;q=0.9' })
    expect(api.status).toBe(429)
    expect(Number(api.headers['retry-after'])).toBeGreaterThan(50)
    expect(api.headers['cache-control']).toBe('no-store')
    expect(JSON.parse(api.body)).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Demasiadas solicitudes desde tu conexión. Espera un minuto e inténtalo de nuevo.',
        retryAfterSeconds: Number(api.headers['retry-after']),
      },
    })
    const page = await from('2001:db8:77:1::ffff', `/es-mx/no-existe-${Date.now()}`)
    expect([page.status, page.headers['content-type']]).toEqual([429, 'text/html; charset=utf-8'])
    expect(page.body).toContain('<html lang="es-MX">')
    expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.body))
    // What the cache answers costs the web processes nothing: still served. Another visitor is not held back.
    const cached = await from('2001:db8:77:1::1', '/en-us')
    expect([cached.status, cached.headers['x-cache']]).toEqual([200, 'HIT'])
    expect((await from('2001:db8:77:2::1', '/api/flood-0')).status).toBe(404)
    expect((await getFrom('127.0.0.10', `${LB}/api/flood-0`)).status).toBe(404)
  })

  it('loses no acknowledged lead and stores none twice when a web process is killed under load', async () => {
    const runId = String(Date.now())
    const submissions: Promise<Awaited<ReturnType<typeof submitLead>>>[] = []
    const killAt = Date.now() + 1500
    let killed = false
    for (let wave = 0; wave < 12; wave++) {
      for (let i = 0; i < 10; i++) submissions.push(submitLead(runId))
      if (!killed && Date.now() >= killAt) {
        process.kill(pidListening(WEB_PORTS[0]!), 'SIGKILL')
        killed = true
      }
      await sleep(250)
    }
    try {
      const results = await Promise.all(submissions)
      expect(killed).toBe(true)
      // Lost: what the killed process held, and what Varnish sent it until its probe failed twice (a second or two of
      // the submissions after the kill, half of them). On a busy machine that can be half of all; the rest must be
      // there for the check below to mean something.
      const statuses = Object.groupBy(results, (r) => r.status)
      expect(statuses[200]?.length ?? 0, `answers by status: ${JSON.stringify(Object.entries(statuses).map(([s, r]) => [s, r!.length]))}`).toBeGreaterThan(
        results.length / 4,
      )
      await expectStoredOnce(results)
    } finally {
      // The tests after this one need both processes again.
      await waitFor(healthy(`http://127.0.0.1:${WEB_PORTS[0]}`), 90_000, 'the killed process to come back')
    }
  }, 150_000)

  it('keeps the job worker and the web processes running, and delivers every acknowledged lead, when the database connections are terminated under load', async () => {
    const workers = clusterWorkerPids()
    expect(workers).toHaveLength(1)
    const webs = WEB_PORTS.map(pidListening)
    const load = startLoad(`term${Date.now()}`)
    await sleep(1500)
    const [terminated] = await sql<{ n: number }>(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname = current_database()',
    )
    expect(terminated!.n).toBeGreaterThan(3)
    await sleep(4000)
    await load.stop()
    expect(clusterWorkerPids()).toEqual(workers)
    expect(WEB_PORTS.map(pidListening)).toEqual(webs)
    const acknowledged = load.leads.filter((l) => l.status === 200)
    expect(acknowledged.length).toBeGreaterThan(5)
    await expectStoredOnce(load.leads)
    // Once the broken connections are dropped (and Varnish's probes pass, should both have failed), every request is answered again.
    await waitFor(healthy(LB), 15_000, 'the load balancer')
    for (const path of ['/es-mx', '/api/hsn/search?q=cashew', '/readyz']) expect((await fetch(`${LB}${path}`)).status).toBe(200)
    const ids = acknowledged.map((l) => l.leadId!)
    await waitFor(async () => ids.every((id) => crm.acceptedByLead.has(id)), 60_000, 'the CRM deliveries')
    // The worker records a delivery after the CRM has answered, so the last record may land a moment after the CRM saw the lead.
    const deliveredCount = async () =>
      (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE id = ANY($1) AND crm_delivery = 'delivered'`, [ids]))[0]!.n
    await waitFor(async () => (await deliveredCount()) === ids.length, 30_000, 'every delivery to be recorded')
    expect(await deliveredCount()).toBe(ids.length)
  }, 120_000)

  it('answers every request during a rolling restart of all web processes, and the old processes exit', async () => {
    const before = WEB_PORTS.map(pidListening)
    const load = startLoad(`roll${Date.now()}`)
    await sleep(1000)
    const logFrom = log.length
    cluster.kill('SIGHUP')
    await waitFor(async () => log.slice(logFrom).includes('rolling restart done'), 180_000, 'the rolling restart')
    await sleep(1000)
    await load.stop()
    const after = WEB_PORTS.map(pidListening)
    for (const [i, pid] of after.entries()) expect(pid).not.toBe(before[i])
    // Each stopped on its own after draining: none was still running, or had to be killed after the stop timeout.
    expect(before.filter(isAlive)).toEqual([])
    expect(log.slice(logFrom)).not.toContain('killed after')
    expect(load.answers.filter((a) => a.status !== 200)).toEqual([])
    expect(load.answers.length).toBeGreaterThan(50)
    await expectStoredOnce(load.leads)
  }, 240_000)
})
