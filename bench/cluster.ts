/**
 * One web process against several: bench/lib/local-cluster.ts (the compose file's topology as local processes) with
 * WEB_PROCESSES=1, then with N (WEB_PROCESSES, default one per core), on the same database and build, each measured
 * from `BENCH_CLIENTS` (50) clients over kept-alive connections:
 *
 *   leads    lead submissions per second and latency (p50/p95), the forms of bench/lib/lead-forms
 *   search   search API answers per second, the finder's popular searches of bench/lib/reference-searches
 *   home     the cached home page per second, gzip-compressed as a browser asks for it
 *
 * with the CPU each answer costs in the web processes, PostgreSQL and the rest (Varnish, Redis, the job worker),
 * then the ratios N : 1 and what they predict for one machine of 8 cores and for 3 such machines sharing one
 * database (the assumptions are printed with the figures).
 *
 *   npm run bench:cluster      BENCH_LEADS (2000), BENCH_SEARCHES (4000), BENCH_PAGES (3000), BENCH_CLIENTS (50)
 *
 * Runs its own site: PostgreSQL on 54371 under .data/bench-cluster-postgres (wiped first), Varnish on
 * BENCH_PORT (3370), web processes from 3371, Redis on 6395, the build in BENCH_DIST_DIR (.next-bench, built
 * first when stale). The bare page (bench/bare-app) is not measured: it needs a build of its own, which
 * bench:lighthouse makes. Prints figures; it passes or fails nothing.
 */
import { rmSync } from 'node:fs'
import os from 'node:os'
import { runningServerPid, stopLeftoverServer } from '../scripts/lib/postgres-server-pid'
import { EMBEDDED_DATABASE_NAME, embeddedDatabaseUrl } from '../src/env'
import { solveLeadTokens } from './lib/captcha-tokens'
import { createTimedGetter } from './lib/http-client'
import { formatMs, summarizeLatencies } from './lib/latency'
import { createSubmissionFactory } from './lib/lead-forms'
import { countOutcomes, isAcknowledged, runClosedLoop, sendSubmissions } from './lib/load'
import { processTreeCpuSeconds } from './lib/process-cpu'
import { REFERENCE_SEARCHES, searchApiPath } from './lib/reference-searches'
import { findListeningPid, startSiteServer, type SiteServer } from './lib/site-server'
import { querySql } from './lib/sql'
import { setting } from './lib/settings'

const CORES = os.availableParallelism()
const MANY = setting('WEB_PROCESSES', CORES)
const LEADS = setting('BENCH_LEADS', 2000)
const SEARCHES = setting('BENCH_SEARCHES', 4000)
const PAGES = setting('BENCH_PAGES', 3000)
const CLIENTS = setting('BENCH_CLIENTS', 50)
const PORT = setting('BENCH_PORT', 3370)
const WEB_BASE_PORT = PORT + 1
const PG_PORT = 54371
const PG_DIR = '.data/bench-cluster-postgres'
const REDIS_PORT = 6395
const LOG_FILE = 'bench/results/cluster-server.log'
const BASE_URL = `http://127.0.0.1:${PORT}`
const DATABASE_URL = embeddedDatabaseUrl(PG_PORT, EMBEDDED_DATABASE_NAME)
/** The machines the figures are projected to. */
const TARGET_CORES = 8
const TARGET_MACHINES = 3

const BROWSER_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip', 'user-agent': 'northwind-bench-cluster' }

const serverEnv = (processes: number): Record<string, string> => ({
  DEPLOY_ENV: 'test',
  EMBEDDED_PG_PORT: String(PG_PORT),
  EMBEDDED_PG_DIR: PG_DIR,
  MEDIA_DIR: '.data/bench-cluster-media',
  NEXT_DIST_DIR: process.env.BENCH_DIST_DIR ?? '.next-bench',
  SITE_URL: BASE_URL,
  PORT: String(PORT),
  NEXT_TELEMETRY_DISABLED: '1',
  ALTCHA_MAX_NUMBER: '1000',
  JOBS_RUN_INTERVAL_SECONDS: '1',
  WEB_PROCESSES: String(processes),
  WEB_BASE_PORT: String(WEB_BASE_PORT),
  REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
})

/**
 * Lead submissions go straight to the web processes, in equal shares, rather than through Varnish, which sets
 * X-Forwarded-For to the address that connected: the web processes trust this machine, so each simulated
 * visitor keeps its own rate-limit bucket (the bench's X-Forwarded-For).
 */
async function sendToEachProcess(processes: number, tokens: string[], nextSubmission: ReturnType<typeof createSubmissionFactory>['next']) {
  const shares = Array.from({ length: processes }, (_, i) => tokens.filter((_, t) => t % processes === i))
  const results = await Promise.all(
    shares.map((share, i) =>
      sendSubmissions({ baseUrl: `http://127.0.0.1:${WEB_BASE_PORT + i}`, tokens: share, concurrency: Math.ceil(CLIENTS / processes), nextSubmission }),
    ),
  )
  return { answers: results.flatMap((r) => r.answers), seconds: Math.max(...results.map((r) => r.seconds)) }
}

/** CPU seconds so far of the web processes, PostgreSQL, and everything else the launcher runs. */
type CpuReading = { web: number; postgres: number; rest: number; client: number }

function readCpu(server: SiteServer, processes: number): CpuReading {
  const web = Array.from({ length: processes }, (_, i) => findListeningPid(WEB_BASE_PORT + i))
    .map((pid) => (pid === undefined ? 0 : processTreeCpuSeconds(pid)))
    .reduce((a, b) => a + b, 0)
  const postgresPid = runningServerPid(PG_DIR)
  const postgres = postgresPid === null ? 0 : processTreeCpuSeconds(postgresPid)
  const client = process.cpuUsage()
  return { web, postgres, rest: processTreeCpuSeconds(server.launcherPid) - web - postgres, client: (client.user + client.system) / 1e6 }
}

/** CPU milliseconds per answer between two readings. */
type CpuPerAnswer = { web: number; postgres: number; rest: number; client: number }

const cpuPerAnswer = (before: CpuReading, after: CpuReading, answers: number): CpuPerAnswer => ({
  web: ((after.web - before.web) * 1000) / answers,
  postgres: ((after.postgres - before.postgres) * 1000) / answers,
  rest: ((after.rest - before.rest) * 1000) / answers,
  client: ((after.client - before.client) * 1000) / answers,
})

type Measurement = { perSecond: number; p50: number; p95: number; outcomes: string; cpu: CpuPerAnswer }

/** `count` GETs of `pathFor(i)` from CLIENTS clients (closed loop). */
async function measureGets(server: SiteServer, processes: number, count: number, pathFor: (i: number) => string): Promise<Measurement> {
  const client = createTimedGetter(BASE_URL, CLIENTS)
  const answers: { outcome: string; ms: number }[] = []
  const before = readCpu(server, processes)
  const started = performance.now()
  await runClosedLoop({
    count,
    concurrency: CLIENTS,
    task: async (i) => {
      const answer = await client.get(pathFor(i), BROWSER_HEADERS).catch((error: NodeJS.ErrnoException) => ({ status: `error:${error.code}`, totalMs: NaN }))
      answers.push({ outcome: String(answer.status), ms: answer.totalMs })
    },
  })
  const seconds = (performance.now() - started) / 1000
  const after = readCpu(server, processes)
  client.close()
  const ok = answers.filter((a) => a.outcome === '200')
  const latency = summarizeLatencies(ok.map((a) => a.ms))
  return {
    perSecond: ok.length / seconds,
    p50: latency.p50,
    p95: latency.p95,
    outcomes: countOutcomes(answers),
    cpu: cpuPerAnswer(before, after, Math.max(1, ok.length)),
  }
}

async function measureLeads(server: SiteServer, processes: number): Promise<Measurement> {
  const tokens = await solveLeadTokens(BASE_URL, LEADS)
  const factory = createSubmissionFactory(BASE_URL, `cluster${processes}-${Date.now().toString(36)}`)
  const before = readCpu(server, processes)
  const { answers, seconds } = await sendToEachProcess(processes, tokens, factory.next)
  const after = readCpu(server, processes)
  const acknowledged = answers.filter(isAcknowledged)
  const latency = summarizeLatencies(acknowledged.map((a) => a.ms))
  const [stored] = await querySql<{ n: number }>(DATABASE_URL, 'SELECT count(*)::int AS n FROM leads WHERE email LIKE $1', [`${factory.emailPrefix}%`])
  const outcomes = `${countOutcomes(answers)}; ${stored!.n} stored for ${acknowledged.length} acknowledged`
  return {
    perSecond: acknowledged.length / seconds,
    p50: latency.p50,
    p95: latency.p95,
    outcomes,
    cpu: cpuPerAnswer(before, after, Math.max(1, acknowledged.length)),
  }
}

const popularSearch = (i: number) => {
  const { api, query } = REFERENCE_SEARCHES[i % REFERENCE_SEARCHES.length]!
  return searchApiPath(api, query, 1, 20)
}

type Run = { processes: number; leads: Measurement; search: Measurement; home: Measurement }

async function measureCluster(processes: number): Promise<Run> {
  console.log(`\nStarting ${processes} web process(es) behind Varnish (log: ${LOG_FILE})...`)
  const server = await startSiteServer({ cluster: true, env: serverEnv(processes), port: PORT, logFile: LOG_FILE })
  try {
    // Every process renders the home page and answers each search once before the timed runs.
    await measureGets(server, processes, 100 * processes, () => '/')
    await measureGets(server, processes, REFERENCE_SEARCHES.length * processes * 2, popularSearch)
    const home = await measureGets(server, processes, PAGES, () => '/')
    printMeasurement(`home page (${processes})`, home)
    const search = await measureGets(server, processes, SEARCHES, popularSearch)
    printMeasurement(`search API (${processes})`, search)
    const leads = await measureLeads(server, processes)
    printMeasurement(`leads (${processes})`, leads)
    return { processes, leads, search, home }
  } finally {
    await server.stop()
  }
}

function printMeasurement(label: string, m: Measurement) {
  console.log(`  ${label.padEnd(18)} ${m.perSecond.toFixed(0).padStart(6)}/s  p50 ${formatMs(m.p50)}  p95 ${formatMs(m.p95)}  (${m.outcomes})`)
  console.log(
    `  ${''.padEnd(18)} CPU per answer: web ${m.cpu.web.toFixed(2)} ms, PostgreSQL ${m.cpu.postgres.toFixed(2)} ms, Varnish/Redis/worker ${m.cpu.rest.toFixed(2)} ms, bench client ${m.cpu.client.toFixed(2)} ms`,
  )
}

/**
 * Answers per second a deployment could give when the CPU is what runs out (the answers here are CPU-bound: the
 * data fits in memory and nothing waits on a disk or on the network between machines):
 *   one machine      all its cores serve the web processes, PostgreSQL and the rest; the clients are elsewhere
 *   several machines web processes (and their Varnish and Redis share) on every machine, one PostgreSQL on a
 *                    machine of its own, which caps the total at its cores / PostgreSQL's CPU per answer
 */
function project(m: Measurement): { oneMachine: number; machines: number; databaseCap: number } {
  const perAnswer = m.cpu.web + m.cpu.postgres + m.cpu.rest
  const databaseCap = m.cpu.postgres > 0 ? (TARGET_CORES * 1000) / m.cpu.postgres : Infinity
  const webTier = (TARGET_MACHINES * TARGET_CORES * 1000) / (m.cpu.web + m.cpu.rest)
  return { oneMachine: (TARGET_CORES * 1000) / perAnswer, machines: Math.min(webTier, databaseCap), databaseCap }
}

function printComparison(one: Run, many: Run) {
  console.log(`\nSummary: ${CORES} cores here, 1 web process against ${many.processes}, ${CLIENTS} clients on the same machine`)
  const rows = [
    ['leads', one.leads, many.leads],
    ['search API', one.search, many.search],
    ['home page', one.home, many.home],
  ] as const
  const rate = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)}/s` : 'unbounded')
  console.log(
    `  ${'answers'.padEnd(12)}${'1 process'.padStart(12)}${`${many.processes} processes`.padStart(14)}${'ratio'.padStart(8)}${`${TARGET_CORES} cores`.padStart(12)}${`${TARGET_MACHINES}×${TARGET_CORES} cores`.padStart(14)}${'DB cap'.padStart(11)}`,
  )
  for (const [label, a, b] of rows) {
    const p = project(b)
    console.log(
      `  ${label.padEnd(12)}${rate(a.perSecond).padStart(12)}${rate(b.perSecond).padStart(14)}${`${(b.perSecond / a.perSecond).toFixed(2)}×`.padStart(8)}${rate(p.oneMachine).padStart(12)}${rate(p.machines).padStart(14)}${rate(p.databaseCap).padStart(11)}`,
    )
  }
  console.log(`  leads p95 at ${CLIENTS} clients: ${formatMs(one.leads.p95)} with 1 process, ${formatMs(many.leads.p95)} with ${many.processes}`)
  console.log(
    [
      '\nAssumptions of the projections (from the CPU per answer measured with the N processes):',
      `  - CPU-bound: ${TARGET_CORES} cores give ${TARGET_CORES} / (CPU per answer) answers per second; here the bench client takes its share of the`,
      `    ${CORES} cores, which a real deployment's visitors do not, so the ratio N : 1 here understates what more cores give.`,
      `  - ${TARGET_MACHINES} machines: web processes, Varnish and Redis scale with the machines (one Redis is shared, its CPU per answer is small);`,
      `    one PostgreSQL with ${TARGET_CORES} cores is shared and caps the total at ${TARGET_CORES} / (its CPU per answer) ("DB cap"). Leads and`,
      '    uncached searches are the database-bound answers; a cached page costs PostgreSQL nothing and scales with the web tier.',
      '  - Not modelled: locks and connection limits (10 per pool per process, max_connections 200), network latency between machines, disk.',
    ].join('\n'),
  )
}

async function main() {
  console.log(`Cluster benchmark: ${CORES} CPU(s), Node ${process.version}, 1 and ${MANY} web processes behind Varnish at ${BASE_URL}`)
  await stopLeftoverServer(PG_DIR)
  rmSync(PG_DIR, { recursive: true, force: true })
  const one = await measureCluster(1)
  const many = await measureCluster(MANY)
  printComparison(one, many)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
