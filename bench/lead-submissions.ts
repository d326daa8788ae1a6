/**
 * Lead capture under load, against the production server (`scripts/launch.ts start` on the embedded PostgreSQL):
 *
 *   CRM outage   the CRM refuses deliveries (503) for BENCH_CRM_OUTAGE_SECONDS while leads arrive, then recovers:
 *                how long until every lead is delivered, and whether each was delivered exactly once;
 *   throughput   lead submissions per second and latency (p50/p95/p99) from 50 clients, the CPU per lead of the
 *                server, the delivery worker and PostgreSQL, and whether the database holds exactly one lead per
 *                2xx answer;
 *   fixed rate   latency when submissions arrive at a fixed rate (open loop), by default half the throughput;
 *   crash        `kill -9` of the Next server mid-load, restart, and whether every acknowledged lead is stored;
 *   backlog      how fast the queued deliveries drain afterwards, and whether any is stuck.
 *
 *   npm run bench:leads
 *
 * The outage runs first so that its deliveries do not queue behind the throughput phase's thousands.
 * The benchmark starts its own server (port 3300, PostgreSQL 54369 under .data/bench-leads-postgres, wiped first,
 * build in .next-bench) with easy captcha puzzles (ALTCHA_MAX_NUMBER=1000, solved before each timed phase), a
 * CRM fake it runs itself, delivery jobs every second and retries from 1 s. With BENCH_BASE_URL it measures that
 * server instead (throughput only; stored leads are counted when BENCH_DATABASE_URL is given).
 *
 * Settings: BENCH_REQUESTS (6000), BENCH_CONCURRENCY (50), BENCH_CRASH_REQUESTS (3000), BENCH_OUTAGE_REQUESTS
 * (1000), BENCH_CRM_OUTAGE_SECONDS (120), BENCH_CRM_RETRY_BASE_DELAY_MS (1000), BENCH_DRAIN_SECONDS (300),
 * BENCH_RATE (half the measured throughput) and BENCH_RATE_SECONDS (20) for the fixed-rate latency,
 * BENCH_PHASES (outage,throughput,rate,crash,backlog), BENCH_PORT (3300). Server output: bench/results/lead-server.log.
 *
 * Prints figures; it passes or fails nothing.
 */
import { rmSync } from 'node:fs'
import os from 'node:os'
import { runningServerPid, stopLeftoverServer } from '../scripts/lib/postgres-server-pid'
import { EMBEDDED_DATABASE_NAME, embeddedDatabaseUrl } from '../src/env'
import { solveLeadTokens } from './lib/captcha-tokens'
import { startFakeCrm, type FakeCrm } from './lib/fake-crm'
import { formatMs, formatSeconds, summarizeLatencies } from './lib/latency'
import { createSubmissionFactory } from './lib/lead-forms'
import { countOutcomes, isAcknowledged, sendAtRate, sendSubmissions } from './lib/load'
import { findDescendantPid, processTreeCpuSeconds } from './lib/process-cpu'
import { findListeningPid, startSiteServer, type SiteServer } from './lib/site-server'
import { querySql } from './lib/sql'
import { setting } from './lib/settings'

const REQUESTS = setting('BENCH_REQUESTS', 6000)
const CONCURRENCY = setting('BENCH_CONCURRENCY', 50)
const CRASH_REQUESTS = setting('BENCH_CRASH_REQUESTS', 3000)
const OUTAGE_REQUESTS = setting('BENCH_OUTAGE_REQUESTS', 1000)
const OUTAGE_SECONDS = setting('BENCH_CRM_OUTAGE_SECONDS', 120)
const RETRY_BASE_DELAY_MS = setting('BENCH_CRM_RETRY_BASE_DELAY_MS', 1000)
const DRAIN_SECONDS = setting('BENCH_DRAIN_SECONDS', 300)
const RATE_SECONDS = setting('BENCH_RATE_SECONDS', 20)
const PHASES = new Set((process.env.BENCH_PHASES ?? 'outage,throughput,rate,crash,backlog').split(',').map((p) => p.trim()))
const PORT = setting('BENCH_PORT', 3300)
const PG_PORT = 54369
const PG_DIR = '.data/bench-leads-postgres'
const CRM_PORT = 3391
const CRM_SECRET = 'bench-crm-webhook-secret'
const LOG_FILE = 'bench/results/lead-server.log'
const TARGET_PER_SECOND = 300
const TARGET_P99_MS = 100
/** How long the deliveries after the outage may take before the benchmark stops waiting. */
const DELIVERY_TIMEOUT_MS = 15 * 60_000
/** The backlog wait ends when no lead was delivered for this long (jobs stuck after the crash never are). */
const NO_PROGRESS_MS = 30_000

const EXTERNAL_URL = process.env.BENCH_BASE_URL?.replace(/\/$/, '')
const BASE_URL = EXTERNAL_URL ?? `http://127.0.0.1:${PORT}`
const DATABASE_URL = EXTERNAL_URL ? process.env.BENCH_DATABASE_URL : embeddedDatabaseUrl(PG_PORT, EMBEDDED_DATABASE_NAME)

const serverEnv = (crm: FakeCrm): Record<string, string> => ({
  DEPLOY_ENV: 'test',
  EMBEDDED_PG_PORT: String(PG_PORT),
  EMBEDDED_PG_DIR: PG_DIR,
  MEDIA_DIR: '.data/bench-leads-media',
  NEXT_DIST_DIR: '.next-bench',
  SITE_URL: BASE_URL,
  PORT: String(PORT),
  NEXT_TELEMETRY_DISABLED: '1',
  ALTCHA_MAX_NUMBER: '1000',
  CRM_WEBHOOK_URL: crm.url,
  CRM_WEBHOOK_SECRET: CRM_SECRET,
  CRM_RETRY_BASE_DELAY_MS: String(RETRY_BASE_DELAY_MS),
  // Doubling waits from the base delay must outlast the outage: an hour of them is 11 retries.
  CRM_RETRY_WINDOW_HOURS: '1',
  JOBS_RUN_INTERVAL_SECONDS: '1',
  // The bench stands in for the proxy in front: each simulated visitor's address comes in X-Forwarded-For.
  TRUSTED_PROXIES: '127.0.0.1',
})

const summary: { phase: string; label: string; value: string }[] = []
let currentPhase = ''

function startPhase(name: string, description: string) {
  currentPhase = name
  console.log(`\n${name}: ${description}`)
}

function report(label: string, value: string) {
  console.log(`  ${label.padEnd(34)} ${value}`)
  summary.push({ phase: currentPhase, label, value })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function sql<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  if (!DATABASE_URL) throw new Error('No database to query')
  return querySql<T>(DATABASE_URL, text, values)
}

/** The stored leads among these e-mails, by e-mail. */
async function findStoredLeads(emails: string[]): Promise<Map<string, { id: number; crm_delivery: string }>> {
  const rows = await sql<{ id: number; email: string; crm_delivery: string }>('SELECT id, email, crm_delivery FROM leads WHERE email = ANY($1)', [emails])
  return new Map(rows.map((r) => [r.email, r]))
}

async function countPendingDeliveries(): Promise<number> {
  const [row] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE email LIKE 'bench-%' AND crm_delivery = 'pending'`)
  return row!.n
}

async function countLeadsWithPrefix(prefix: string): Promise<number> {
  const [row] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM leads WHERE email LIKE $1`, [`${prefix}%`])
  return row!.n
}

/** The launcher of the server this benchmark started (its children: next start and the delivery worker). */
let launcherPid: number | undefined

async function startServer(crm: FakeCrm): Promise<SiteServer> {
  const server = await startSiteServer({ env: serverEnv(crm), port: PORT, logFile: LOG_FILE })
  launcherPid = server.launcherPid
  return server
}

type ServerCpu = { next: number; worker: number; postgres: number }

/**
 * CPU seconds used so far by the Next server, the delivery worker and PostgreSQL (with its backends); undefined
 * for an outside server.
 */
function readServerCpu(): ServerCpu | undefined {
  const nextPid = EXTERNAL_URL ? undefined : findListeningPid(PORT)
  const postgresPid = runningServerPid(PG_DIR)
  const workerPid = launcherPid === undefined ? undefined : findDescendantPid(launcherPid, 'delivery-worker')
  if (nextPid === undefined || postgresPid === null || workerPid === undefined) return undefined
  return { next: processTreeCpuSeconds(nextPid), worker: processTreeCpuSeconds(workerPid), postgres: processTreeCpuSeconds(postgresPid) }
}

/** The CPU used between two readings, per item, e.g. "Next 9.1 ms, worker 0.2 ms, PostgreSQL 4.0 ms". */
function cpuPerItem(before: ServerCpu, after: ServerCpu, items: number): string {
  const per = (seconds: number) => `${((seconds * 1000) / items).toFixed(1)} ms`
  return `Next ${per(after.next - before.next)}, delivery worker ${per(after.worker - before.worker)}, PostgreSQL ${per(after.postgres - before.postgres)}`
}

async function warmUp() {
  const factory = createSubmissionFactory(BASE_URL, 'warmup')
  await sendSubmissions({ baseUrl: BASE_URL, tokens: await solveLeadTokens(BASE_URL, 100), concurrency: 10, nextSubmission: factory.next })
}

async function measureThroughput(): Promise<number> {
  startPhase('Throughput', `${REQUESTS} submissions from ${CONCURRENCY} clients (the Mexico form and four /api/forms/* forms)`)
  const solveStarted = performance.now()
  const tokens = await solveLeadTokens(BASE_URL, REQUESTS)
  console.log(`  (${REQUESTS} captcha tokens fetched and solved in ${formatSeconds(performance.now() - solveStarted)}, before the timed run)`)
  const factory = createSubmissionFactory(BASE_URL, `t${Date.now().toString(36)}`)
  const loadBefore = os.loadavg()[0]!
  const cpuBefore = readServerCpu()
  const { answers, seconds, clientCpuSeconds } = await sendSubmissions({ baseUrl: BASE_URL, tokens, concurrency: CONCURRENCY, nextSubmission: factory.next })
  const cpuAfter = readServerCpu()
  const acknowledged = answers.filter(isAcknowledged)
  const all = summarizeLatencies(answers.map((a) => a.ms))
  const ok = summarizeLatencies(acknowledged.map((a) => a.ms))
  const perSecond = acknowledged.length / seconds
  report(
    'leads/s (2xx answers)',
    `${perSecond.toFixed(0)} over ${seconds.toFixed(1)} s (target ${TARGET_PER_SECOND}: ${perSecond >= TARGET_PER_SECOND ? 'met' : 'missed'})`,
  )
  report(
    'latency, 2xx answers',
    `p50 ${formatMs(ok.p50)}  p95 ${formatMs(ok.p95)}  p99 ${formatMs(ok.p99)} (target < ${TARGET_P99_MS} ms: ${ok.p99 < TARGET_P99_MS ? 'met' : 'missed'})`,
  )
  if (acknowledged.length < answers.length) report('latency, all answers', `p50 ${formatMs(all.p50)}  p95 ${formatMs(all.p95)}  p99 ${formatMs(all.p99)}`)
  report('answers', countOutcomes(answers))
  if (cpuBefore && cpuAfter) {
    // The worker's deliveries run beside the submissions at a lower priority; the ceiling counts what a submission needs.
    const ceiling = (os.cpus().length * acknowledged.length) / (cpuAfter.next - cpuBefore.next + cpuAfter.postgres - cpuBefore.postgres + clientCpuSeconds)
    report(
      'CPU per lead',
      `${cpuPerItem(cpuBefore, cpuAfter, acknowledged.length)}, bench client ${((clientCpuSeconds * 1000) / acknowledged.length).toFixed(1)} ms`,
    )
    report('CPU ceiling for submissions', `${os.cpus().length} cores at most ${ceiling.toFixed(0)} leads/s`)
  }
  report('machine load average before', loadBefore.toFixed(1))
  if (!DATABASE_URL) {
    console.log('  (stored leads not counted: set BENCH_DATABASE_URL to the server’s database)')
    return perSecond
  }
  const stored = await countLeadsWithPrefix(factory.emailPrefix)
  report('stored leads vs 2xx answers', `${stored} stored, ${acknowledged.length} answered 2xx: ${stored === acknowledged.length ? 'equal' : 'NOT EQUAL'}`)
  return perSecond
}

/**
 * Latency at a fixed arrival rate (open loop). With a fixed number of clients, latency is that number divided by
 * the throughput (Little's law: 50 clients at 300/s wait 167 ms on average), so a latency target needs a rate.
 */
async function measureLatencyAtRate(perSecond: number) {
  const count = Math.max(1, Math.round(perSecond * RATE_SECONDS))
  startPhase('Fixed rate', `${count} submissions arriving at ${perSecond} per second (open loop; latency counted from when each was due)`)
  const tokens = await solveLeadTokens(BASE_URL, count)
  const factory = createSubmissionFactory(BASE_URL, `r${Date.now().toString(36)}`)
  // The delivery worker delivers queued leads meanwhile, on the same cores: how many there are matters.
  if (DATABASE_URL) report('deliveries queued at the start', String(await countPendingDeliveries()))
  const { answers } = await sendAtRate({ baseUrl: BASE_URL, tokens, perSecond, nextSubmission: factory.next })
  const ok = summarizeLatencies(answers.filter(isAcknowledged).map((a) => a.ms))
  report(
    `latency at ${perSecond}/s, 2xx`,
    `p50 ${formatMs(ok.p50)}  p95 ${formatMs(ok.p95)}  p99 ${formatMs(ok.p99)} (target < ${TARGET_P99_MS} ms: ${ok.p99 < TARGET_P99_MS ? 'met' : 'missed'})`,
  )
  report('answers', countOutcomes(answers))
}

async function crashMidLoad(server: SiteServer, crm: FakeCrm): Promise<SiteServer> {
  startPhase('Crash', `kill -9 of the Next server after a third of ${CRASH_REQUESTS} submissions, then a restart`)
  const tokens = await solveLeadTokens(BASE_URL, CRASH_REQUESTS)
  const factory = createSubmissionFactory(BASE_URL, `c${Date.now().toString(36)}`)
  const stop = new AbortController()
  let answered = 0
  let killedPid: number | undefined
  const { answers } = await sendSubmissions({
    baseUrl: BASE_URL,
    tokens,
    concurrency: CONCURRENCY,
    nextSubmission: factory.next,
    signal: stop.signal,
    onAnswer: () => {
      if (++answered < CRASH_REQUESTS / 3 || killedPid !== undefined) return
      killedPid = findListeningPid(PORT)
      if (killedPid === undefined) throw new Error(`Nothing listens on port ${PORT}`)
      process.kill(killedPid, 'SIGKILL')
      stop.abort()
    },
  })
  const launcherExit = await server.exited
  const acknowledged = answers.filter(isAcknowledged)
  console.log(`  (killed next-server pid ${killedPid}; the launcher exited with ${launcherExit} and stopped PostgreSQL)`)
  report('answers around the kill', countOutcomes(answers))

  const restartStarted = performance.now()
  const restarted = await startServer(crm)
  report('restart until answering', formatSeconds(performance.now() - restartStarted))
  const stored = await findStoredLeads(answers.map((a) => a.email))
  const found = acknowledged.filter((a) => stored.has(a.email)).length
  report('acknowledged leads after restart', `${acknowledged.length} acknowledged, ${found} found, ${acknowledged.length - found} lost (0 expected)`)
  report('stored, answer lost in the crash', String(answers.filter((a) => !isAcknowledged(a) && stored.has(a.email)).length))
  return restarted
}

async function deliverAfterOutage(crm: FakeCrm) {
  startPhase('CRM outage', `the CRM answers 503 for ${OUTAGE_SECONDS} s while ${OUTAGE_REQUESTS} leads arrive, then recovers`)
  const tokens = await solveLeadTokens(BASE_URL, OUTAGE_REQUESTS)
  const factory = createSubmissionFactory(BASE_URL, `o${Date.now().toString(36)}`)
  const refusedBefore = crm.refused
  crm.setAvailable(false)
  const outageStarted = Date.now()
  const { answers } = await sendSubmissions({ baseUrl: BASE_URL, tokens, concurrency: CONCURRENCY, nextSubmission: factory.next })
  const emails = answers.filter(isAcknowledged).map((a) => a.email)
  report('submitted during the outage', countOutcomes(answers))
  await sleep(Math.max(0, outageStarted + OUTAGE_SECONDS * 1000 - Date.now()))
  crm.setAvailable(true)
  const recoveredAt = Date.now()
  report('deliveries refused (503)', String(crm.refused - refusedBefore))

  let leads = await findStoredLeads(emails)
  const countState = (state: string) => [...leads.values()].filter((l) => l.crm_delivery === state).length
  while (countState('delivered') + countState('failed') < emails.length && Date.now() - recoveredAt < DELIVERY_TIMEOUT_MS) {
    await sleep(1000)
    leads = await findStoredLeads(emails)
  }
  const ids = [...leads.values()].map((l) => l.id)
  const [stats] = await sql<{ last_delivered: Date | null; attempts_avg: number; attempts_max: number }>(
    'SELECT max(crm_delivered_at) AS last_delivered, avg(crm_attempts)::float AS attempts_avg, max(crm_attempts)::int AS attempts_max FROM leads WHERE id = ANY($1)',
    [ids],
  )
  const lastDelivered = stats!.last_delivered ? formatSeconds(stats!.last_delivered.getTime() - recoveredAt) : 'n/a'
  const accepted = ids.map((id) => crm.acceptedByLead.get(id) ?? 0)
  report('delivered after recovery', `${countState('delivered')} of ${emails.length}, the last ${lastDelivered} after the CRM came back`)
  report('CRM attempts per lead', `avg ${stats!.attempts_avg?.toFixed(1)}, max ${stats!.attempts_max}`)
  report(
    'accepted by the CRM per lead',
    `exactly once ${accepted.filter((n) => n === 1).length}, never ${accepted.filter((n) => n === 0).length}, twice or more ${accepted.filter((n) => n > 1).length}`,
  )
  report('marked failed', String(countState('failed')))
}

/** Waits until no bench lead is pending delivery or none was delivered for a while; reports the rate and what is stuck. */
async function drainDeliveries(crm: FakeCrm) {
  startPhase('Delivery backlog', `the deliveries still queued after the phases above (CRM up), for at most ${DRAIN_SECONDS} s`)
  const initial = await countPendingDeliveries()
  const started = Date.now()
  const cpuBefore = readServerCpu()
  let cpuAtProgress = cpuBefore
  let pending = initial
  let lastProgress = started
  while (pending > 0 && Date.now() - started < DRAIN_SECONDS * 1000 && Date.now() - lastProgress < NO_PROGRESS_MS) {
    await sleep(1000)
    const now = await countPendingDeliveries()
    if (now < pending) {
      lastProgress = Date.now()
      cpuAtProgress = readServerCpu()
    }
    pending = now
  }
  const delivered = initial - pending
  const seconds = Math.max(1, (lastProgress - started) / 1000)
  report('delivered', `${delivered} of ${initial} in ${seconds.toFixed(0)} s (${(delivered / seconds).toFixed(1)} leads/s)`)
  if (cpuBefore && cpuAtProgress && delivered > 0) report('CPU per delivery', cpuPerItem(cpuBefore, cpuAtProgress, delivered))
  const [stuck] = await sql<{ jobs: number; leads: number }>(
    `SELECT count(*)::int AS jobs, count(*) FILTER (WHERE l.crm_delivery = 'pending')::int AS leads
     FROM payload_jobs j JOIN leads l ON l.id = (j.input->>'leadId')::int
     WHERE j.processing AND j.completed_at IS NULL`,
  )
  report('still pending', `${pending} leads, ${stuck!.leads} of them with a delivery job left "processing" (never picked up again)`)
  const accepted = [...crm.acceptedByKey.values()]
  report(
    'whole run: CRM deliveries',
    `${accepted.reduce((a, b) => a + b, 0)} accepted, ${accepted.filter((n) => n > 1).length} idempotency keys twice or more, ${crm.badSignatures} bad signatures`,
  )
}

/** BENCH_RATE, else half the closed-loop throughput: the latency of a server that is not saturated. */
function ratePerSecond(capacity: number): number {
  return process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : Math.max(1, Math.round(capacity / 2))
}

function printSummary() {
  console.log('\nSummary')
  let phase = ''
  for (const row of summary) {
    console.log(`  ${(row.phase === phase ? '' : row.phase).padEnd(17)} ${row.label.padEnd(34)} ${row.value}`)
    phase = row.phase
  }
}

async function main() {
  console.log(`Lead submissions benchmark: ${os.cpus().length} CPU(s), Node ${process.version}, ${EXTERNAL_URL ?? `own server at ${BASE_URL}`}`)
  if (EXTERNAL_URL) {
    await warmUp()
    const capacity = await measureThroughput()
    await measureLatencyAtRate(ratePerSecond(capacity))
    console.log('\n(The outage, crash and backlog phases need the server this benchmark starts: unset BENCH_BASE_URL.)')
    return
  }
  const crm = await startFakeCrm(CRM_PORT, CRM_SECRET)
  await stopLeftoverServer(PG_DIR)
  rmSync(PG_DIR, { recursive: true, force: true })
  console.log(`Starting the site (log: ${LOG_FILE}; .next-bench is built first when stale)...`)
  let server = await startServer(crm)
  const stopOnInterrupt = () => void server.stop().finally(() => process.exit(130))
  process.once('SIGINT', stopOnInterrupt)
  try {
    await warmUp()
    if (PHASES.has('outage')) await deliverAfterOutage(crm)
    const capacity = PHASES.has('throughput') ? await measureThroughput() : 0
    if (PHASES.has('rate')) await measureLatencyAtRate(ratePerSecond(capacity))
    if (PHASES.has('crash')) server = await crashMidLoad(server, crm)
    if (PHASES.has('backlog')) await drainDeliveries(crm)
  } finally {
    process.off('SIGINT', stopOnInterrupt)
    await server.stop()
    await crm.close()
  }
  printSummary()
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
