import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, sql } from '../setup/system'
import { TEST_ENV } from '../setup/test-env'

/**
 * `npm run start:cluster` on the test database: two web processes behind HAProxy sharing a Redis cache. The
 * test server's own job worker delivers the leads, so the cluster runs none (RUN_JOB_WORKER=false), as a
 * second machine of a deployment would.
 */
const LB_PORT = 4100
const WEB_PORTS = [4101, 4102]
const REDIS_PORT = 6401
const LB = `http://127.0.0.1:${LB_PORT}`
const installed = ['redis-server', 'haproxy'].every((cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0)

let cluster: ChildProcess
let log = ''

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${log.slice(-3000)}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}
const healthy = (url: string) => () => fetch(`${url}/healthz`).then((r) => r.ok)

async function captchaToken(): Promise<string> {
  const challenge = (await (await fetch(`${LB}/api/captcha/challenge?action=lead`)).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64')
}

let leadCounter = 0
/** One supplier-connect submission through the load balancer, from an address of its own (no rate limit). */
async function submitLead(runId: string) {
  const n = ++leadCounter
  const email = `cluster-${runId}-${n}@supplier.example`
  const body = {
    name: 'Cluster Test',
    email,
    phoneNumber: `98${String(Date.now() % 1e5).padStart(5, '0')}${String(n).padStart(3, '0')}`,
    countryCode: '+91',
    company: 'Cluster Ltd',
    termsConsent: true,
    sourceUrl: `${LB}/`,
    startedAt: Date.now() - 30_000,
    referralCode: '',
  }
  const response = await fetch(`${LB}/api/forms/supplier-connect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en-IN', 'x-forwarded-for': `203.0.113.${n % 250}`, 'g-recaptcha-response': await captchaToken() },
    body: JSON.stringify(body),
  }).catch(() => null)
  const json = (await response?.json().catch(() => null)) as { result?: { leadId?: number } } | null
  return { email, status: response?.status ?? 0, leadId: json?.result?.leadId }
}

function webPid(port: number): number {
  const out = spawnSync('sh', ['-c', `ss -ltnpH 'sport = :${port}'`], { encoding: 'utf8' }).stdout
  return Number(out.match(/pid=(\d+)/)?.[1])
}

describe.skipIf(!installed)('several web processes behind HAProxy, one Redis cache', () => {
  beforeAll(async () => {
    // Node itself rather than the tsx command, which would not pass SIGHUP (rolling restart) on to the launcher.
    cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/launch.ts', 'start:cluster', '-p', String(LB_PORT)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...TEST_ENV,
        PORT: String(LB_PORT),
        WEB_PROCESSES: String(WEB_PORTS.length),
        WEB_BASE_PORT: String(WEB_PORTS[0]),
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        RUN_JOB_WORKER: 'false',
        // HAProxy appends its client to X-Forwarded-For: the visitor's address is the second entry from the end.
        TRUSTED_PROXY_HOPS: '2',
      },
    })
    cluster.stdout!.on('data', (d) => (log += d))
    cluster.stderr!.on('data', (d) => (log += d))
    await waitFor(healthy(LB), 150_000, 'the cluster')
  }, 180_000)

  afterAll(async () => {
    if (!cluster || cluster.exitCode !== null) return
    const exited = new Promise((r) => cluster.once('exit', r))
    cluster.kill('SIGTERM')
    await exited
  }, 60_000)

  it('serves an admin edit made through one process from the other on the next request', async () => {
    const [first, second] = WEB_PORTS.map((p) => `http://127.0.0.1:${p}`)
    const login = await fetch(`${first}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
    const { token } = (await login.json()) as { token: string }
    const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
    // Both processes have the page cached before the edit.
    for (const url of [first, second]) expect(await (await fetch(`${url}/es-mx`)).text()).toContain('Contacto')
    type NavItem = { href?: string | null; label: string }
    const { navItems } = (await (await fetch(`${first}/api/globals/header?locale=es-mx&depth=0`, { headers: auth })).json()) as { navItems: NavItem[] }
    const save = (items: NavItem[]) => fetch(`${first}/api/globals/header?locale=es-mx`, { method: 'POST', headers: auth, body: JSON.stringify({ navItems: items }) })
    expect((await save(navItems.map((i) => (i.href === '/contact-us' ? { ...i, label: 'Hablemos en clúster' } : i)))).status).toBe(200)
    try {
      expect(await (await fetch(`${second}/es-mx`)).text()).toContain('Hablemos en clúster')
    } finally {
      await save(navItems)
    }
  })

  it('loses no acknowledged lead and stores none twice when a web process is killed under load', async () => {
    const runId = String(Date.now())
    const submissions: Promise<Awaited<ReturnType<typeof submitLead>>>[] = []
    const killAt = Date.now() + 1500
    let killed = false
    for (let wave = 0; wave < 12; wave++) {
      for (let i = 0; i < 10; i++) submissions.push(submitLead(runId))
      if (!killed && Date.now() >= killAt) {
        process.kill(webPid(WEB_PORTS[0]!), 'SIGKILL')
        killed = true
      }
      await new Promise((r) => setTimeout(r, 250))
    }
    const results = await Promise.all(submissions)
    expect(killed).toBe(true)
    const acknowledged = results.filter((r) => r.status === 200)
    expect(acknowledged.length).toBeGreaterThan(results.length / 2)
    const rows = await sql<{ id: number; email: string }>(`SELECT id, email FROM leads WHERE email LIKE $1`, [`cluster-${runId}-%`])
    const byEmail = new Map<string, number>()
    for (const row of rows) byEmail.set(row.email, (byEmail.get(row.email) ?? 0) + 1)
    expect([...byEmail.values()].every((n) => n === 1)).toBe(true)
    for (const r of acknowledged) expect(rows.find((row) => row.email === r.email)?.id).toBe(r.leadId)
    await waitFor(healthy(`http://127.0.0.1:${WEB_PORTS[0]}`), 90_000, 'the killed process to come back')
  }, 150_000)
})
