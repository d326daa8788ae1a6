/**
 * The calculators' APIs: the latency (p50/p95/p99) and throughput of a shipment quote and of the port search,
 * from one client and from 50 at once, first calling the service directly (rate cards read from
 * DATA_DIR/freight-rates as the seed maps them, so no Payload is needed), then over HTTP against a built site
 * (POST /api/shipping/quote, GET /api/shipping/ports, and the interest calculator's three GET APIs).
 *
 *   npm run bench:calculators         (BENCH_REQUESTS=3000 by default; BENCH_PHASES=service,http)
 *
 * Runs on its own embedded PostgreSQL (port 54368, .data/bench-shipping-postgres, wiped first), migrated and
 * filled from DATA_DIR; the site is served on port 3360 from .next-bench (built first when stale; the HTTP phase
 * needs the rate-cards migration). Prints figures; it passes or fails nothing.
 */
import { createRequire } from 'node:module'
import os from 'node:os'

const PORT = 54368
const SITE_PORT = 3360
const DATA = '.data/bench-shipping-postgres'
const CONCURRENCY = 50
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000)
const PHASES = new Set((process.env.BENCH_PHASES ?? 'service,http').split(',').map((p) => p.trim()))
const BENCH_ENV = { DEPLOY_ENV: 'test', EMBEDDED_PG_PORT: String(PORT), EMBEDDED_PG_DIR: DATA, MEDIA_DIR: '.data/bench-shipping-media' }

// Before any module reads the environment (src/env.ts), point everything at the benchmark's database.
Object.assign(process.env, BENCH_ENV)
delete process.env.DATABASE_URL

// The service is marked server-only (it throws outside React's server build); here it runs as a plain module.
const require = createRequire(import.meta.url)
const serverOnly = require.resolve('server-only')
require.cache[serverOnly] = { id: serverOnly, filename: serverOnly, loaded: true, exports: {} } as NodeJS.Module

const { withFreshBenchDatabase } = await import('./lib/bench-database')
const { importReferenceData } = await import('../scripts/data/import-reference-data')
const { readSeedRateCards } = await import('../scripts/seed/rate-cards')
const { databaseUrl, env } = await import('../src/env')
const { estimateShipment, searchPorts } = await import('../src/features/calculators/shipping/service')
const { elapsedMs, printRunSummary, runConcurrently } = await import('./lib/concurrent-tasks')
const { createJsonPoster, createTimedGetter } = await import('./lib/http-client')
const { startSiteServer } = await import('./lib/site-server')

type Task = { kind: string; body?: Record<string, unknown>; query?: string; path?: string }

const box = (origin: string, destination: string, type: string, count: number) => ({ mode: 'fcl', origin, destination, containers: [{ type, count }] })
const lcl = (origin: string, destination: string, packages: number) => ({
  mode: 'lcl',
  origin,
  destination,
  packages: [{ count: packages, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 350 }],
})

/** What visitors ask: lanes the seed covers (some with value, Incoterm and HS code), a lane without a card, LCL. */
const QUOTES: Task[] = [
  { kind: 'quote fcl', body: { ...box('INNSA', 'USNYC', '40GP', 2), incoterm: 'FOB', cargoValue: 50_000, hsCode: '8471' } },
  { kind: 'quote fcl', body: box('INNSA', 'USLAX', '40HC', 1) },
  { kind: 'quote fcl', body: box('CNSHG', 'USLAX', '40HC', 3) },
  { kind: 'quote fcl', body: { ...box('CNSHG', 'NLRTM', '40GP', 1), incoterm: 'CIF', cargoValue: 120_000 } },
  { kind: 'quote fcl', body: box('INNSA', 'AEJEA', '20GP', 4) },
  { kind: 'quote fcl', body: box('INMUN', 'ITGOA', '20GP', 1) },
  { kind: 'quote lcl', body: lcl('INNSA', 'USNYC', 4) },
  { kind: 'quote lcl', body: lcl('CNSHG', 'USHOU', 10) },
  { kind: 'quote 422', body: box('INNSA', 'MXZLO', '40GP', 1) },
]
const SEARCHES: Task[] = ['INNSA', 'rotterdam', 'nhava', 'man', 'lazaro', 'shanghai', 'new york', 'jebel', 'veracr', 'hamburg'].map((query) => ({
  kind: 'ports',
  query,
}))
const MIX = [...QUOTES, ...SEARCHES]
/** The interest calculator's APIs (pure functions of the query; answered over HTTP only). */
const CALCULATIONS: Task[] = [
  {
    kind: 'interest',
    path: '/api/calculators/invoice-finance?invoiceAmount=1000000&advancePercent=90&annualRatePercent=12&days=60&feePercent=0.5&dayCount=365',
  },
  { kind: 'interest', path: '/api/calculators/loan-emi?principal=1000000&annualRatePercent=12&months=120' },
  { kind: 'interest', path: '/api/calculators/early-payment-discount?discountPercent=2&discountDays=10&netDays=30&dayCount=365' },
]
const HTTP_MIX = [...MIX, ...CALCULATIONS]

/** Runs the tasks from `clients` loops at once; each one's time is filed under its kind. */
async function measure(clients: number, tasks: Task[], run: (task: Task) => Promise<void>) {
  const measured = await runConcurrently(
    clients,
    tasks,
    (task) => task.kind,
    (task) => elapsedMs(() => run(task)),
  )
  printRunSummary(measured, { noun: 'requests', labelWidth: 12 })
}

const repeated = (count: number, mix = MIX) => Array.from({ length: count }, (_, i) => mix[i % mix.length]!)

async function measureService() {
  const seed = readSeedRateCards()
  if (!seed) throw new Error('No freight-rates folder under DATA_DIR.')
  const cards = seed.cards.map((card, i) => ({ id: String(i + 1), ...card }))
  const run = async (task: Task) => {
    if (task.query) {
      await searchPorts(task.query)
      return
    }
    try {
      await estimateShipment(task.body, 'en-in', { loadCards: async () => cards })
    } catch (error) {
      if (task.kind !== 'quote 422') throw error
    }
  }
  const started = performance.now()
  await run(QUOTES[0]!)
  console.log(`\nFirst quote of the process (sea-route graph built, reference data read): ${(performance.now() - started).toFixed(0)} ms`)
  for (const task of MIX) await run(task)
  console.log('\nService, one client (the cost of one call; sea routes of these lanes already known)')
  await measure(1, repeated(Math.min(REQUESTS, 1000)), run)
  console.log(`\nService, ${CONCURRENCY} concurrent clients (pool of 10 connections, latency includes the wait for one)`)
  await measure(CONCURRENCY, repeated(REQUESTS), run)
}

async function measureHttp() {
  const siteUrl = `http://127.0.0.1:${SITE_PORT}`
  console.log(`\nStarting the site on ${siteUrl} (log: bench/results/shipping-server.log; .next-bench is built first when stale)...`)
  const server = await startSiteServer({
    env: { DATABASE_URL: databaseUrl(), NEXT_DIST_DIR: '.next-bench', SITE_URL: siteUrl, PORT: String(SITE_PORT), NEXT_TELEMETRY_DISABLED: '1' },
    port: SITE_PORT,
    logFile: 'bench/results/shipping-server.log',
  })
  const poster = createJsonPoster(siteUrl, CONCURRENCY)
  const getter = createTimedGetter(siteUrl, CONCURRENCY)
  const expected = (task: Task) => (task.kind === 'quote 422' ? 422 : 200)
  const run = async (task: Task) => {
    const status = task.path
      ? (await getter.get(task.path)).status
      : task.query
        ? (await getter.get(`/api/shipping/ports?q=${encodeURIComponent(task.query)}`)).status
        : (await poster.post('/api/shipping/quote', { 'accept-language': 'en-IN' }, task.body)).status
    if (status !== expected(task)) throw new Error(`${task.kind} ${JSON.stringify(task.body ?? task.query ?? task.path)} answered ${status}`)
  }
  try {
    for (const task of HTTP_MIX) await run(task)
    console.log('\nOver HTTP, one client')
    await measure(1, repeated(Math.min(REQUESTS, 500), HTTP_MIX), run)
    console.log(`\nOver HTTP, ${CONCURRENCY} concurrent clients (port searches answered from memory by ETag after the first)`)
    await measure(CONCURRENCY, repeated(REQUESTS, HTTP_MIX), run)
  } finally {
    poster.close()
    getter.close()
    await server.stop()
  }
}

async function main() {
  const dataDir = env.DATA_DIR
  if (!dataDir) throw new Error('DATA_DIR is not set and ../shared/data does not exist.')
  console.log(`Shipment estimate benchmark: ${os.cpus().length} CPU(s), Node ${process.version}`)
  await withFreshBenchDatabase(DATA, PORT, async () => {
    const imported = await importReferenceData({ dataDir, connectionString: databaseUrl() })
    console.log(`Reference data imported in ${(imported.durationMs / 1000).toFixed(1)} s`)
    if (PHASES.has('service')) await measureService()
    if (PHASES.has('http')) await measureHttp()
  })
}

await main()
