/**
 * Reference-data figures: full import time; search latency (p50/p95/p99) and searches per second calling the
 * service functions directly, from one client and from 50 at once; then over HTTP against `npm start`'s server:
 * the search API from 50 clients (each URL's first answer, then popular searches repeated) and the warm time
 * to first byte of the HSN code and chapter pages.
 *
 *   npm run bench:reference            (BENCH_SEARCHES=4000 by default; BENCH_PHASES=service,http)
 *
 * Runs on its own embedded PostgreSQL (port 54358, .data/bench-reference-postgres, wiped first), migrated and
 * filled from DATA_DIR; the site is served on port 3350 from .next-bench (built first when stale). Prints
 * figures; it passes or fails nothing.
 */
import os from 'node:os'

const PORT = 54358
const SITE_PORT = 3350
const DATA = '.data/bench-reference-postgres'
const CONCURRENCY = 50
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 4000)
const PHASES = new Set((process.env.BENCH_PHASES ?? 'service,http').split(',').map((p) => p.trim()))
/** Pages a visitor opens from the finder: tariff items, a heading, a chapter. */
const PAGES = ['/hsn-code/03061720', '/hsn-code/10063020', '/hsn-code/85171300', '/hsn-code/0306', '/hsn-code/chapter/3', '/hsn-code/chapter/85']
const PAGE_REQUESTS = 300
const BENCH_ENV = { DEPLOY_ENV: 'test', EMBEDDED_PG_PORT: String(PORT), EMBEDDED_PG_DIR: DATA, MEDIA_DIR: '.data/bench-reference-media' }

// Before any module reads the environment (src/env.ts), point everything at the benchmark's database.
Object.assign(process.env, BENCH_ENV)
delete process.env.DATABASE_URL

const { withFreshBenchDatabase } = await import('./lib/bench-database')
const { importReferenceData } = await import('../scripts/data/import-reference-data')
const { databaseUrl, env } = await import('../src/env')
const { searchHsn } = await import('../src/features/reference-tools/data/hsn')
const { searchHts } = await import('../src/features/reference-tools/data/hts')
const { summarizeLatencies, formatMs } = await import('./lib/latency')
const { elapsedMs, printRunSummary, runConcurrently } = await import('./lib/concurrent-tasks')
const { createTimedGetter } = await import('./lib/http-client')
const { startSiteServer } = await import('./lib/site-server')

const { REFERENCE_SEARCHES, searchApiPath } = await import('./lib/reference-searches')

type Search = { kind: string; run: () => Promise<unknown>; path: (page: number, pageSize: number) => string }

const SEARCH_SERVICES = { hsn: searchHsn, hts: searchHts }
const SEARCHES_MIX: Search[] = REFERENCE_SEARCHES.map(({ api, kind, query }) => ({
  kind: `${api} ${kind}`,
  run: () => SEARCH_SERVICES[api](query),
  path: (page, pageSize) => searchApiPath(api, query, page, pageSize),
}))

/** Runs the tasks from `clients` loops at once; the milliseconds `runTimed` resolves to are filed under the task's kind. */
async function measureTasks<T>(clients: number, tasks: T[], kindOf: (task: T) => string, runTimed: (task: T) => Promise<number>) {
  printRunSummary(await runConcurrently(clients, tasks, kindOf, runTimed), { noun: 'searches', labelWidth: 14 })
}

function measure(clients: number, total: number) {
  const tasks = Array.from({ length: total }, (_, i) => SEARCHES_MIX[i % SEARCHES_MIX.length]!)
  return measureTasks(
    clients,
    tasks,
    (search) => search.kind,
    (search) => elapsedMs(search.run),
  )
}

/** The search API and the code pages over HTTP, against the site `npm start` serves on this database. */
async function measureHttp() {
  const siteUrl = `http://127.0.0.1:${SITE_PORT}`
  console.log(`\nStarting the site on ${siteUrl} (log: bench/results/reference-server.log; .next-bench is built first when stale)...`)
  const server = await startSiteServer({
    env: { DATABASE_URL: databaseUrl(), NEXT_DIST_DIR: '.next-bench', SITE_URL: siteUrl, PORT: String(SITE_PORT), NEXT_TELEMETRY_DISABLED: '1' },
    port: SITE_PORT,
    logFile: 'bench/results/reference-server.log',
  })
  const client = createTimedGetter(siteUrl, CONCURRENCY)
  const timed = async (path: string) => {
    const answer = await client.get(path)
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`)
    return answer.totalMs
  }
  try {
    // One visitor at a time, first page of 25 (a size the phases below do not ask for): the cost of one search.
    const single = SEARCHES_MIX.map((search) => ({ search, path: search.path(1, 25) }))
    for (const api of ['hsn', 'hts'] as const) await client.get(searchApiPath(api, 'warm up', 1, 5))
    console.log(`\nSearch API over HTTP, one client: ${single.length} searches from the database, then the same again from memory`)
    await measureTasks(
      1,
      single,
      () => 'from database',
      (t) => timed(t.path),
    )
    await measureTasks(
      1,
      single,
      () => 'from memory',
      (t) => timed(t.path),
    )
    // Each search at four page sizes and four pages: every URL asked once, so none is answered from memory.
    const distinct = SEARCHES_MIX.flatMap((search) =>
      [10, 20, 30, 50].flatMap((size) => [1, 2, 3, 4].map((page) => ({ search, path: search.path(page, size) }))),
    )
    console.log(`\nSearch API over HTTP, ${CONCURRENCY} clients: ${distinct.length} different URLs, each asked once (from the database)`)
    await measureTasks(
      CONCURRENCY,
      distinct,
      (t) => t.search.kind,
      (t) => timed(t.path),
    )
    const repeated = Array.from({ length: SEARCHES }, (_, i) => SEARCHES_MIX[i % SEARCHES_MIX.length]!)
    console.log(`\nSearch API over HTTP, ${CONCURRENCY} clients: popular searches asked again (${SEARCHES} requests; answers kept in memory by ETag)`)
    await measureTasks(
      CONCURRENCY,
      repeated,
      (search) => search.kind,
      (search) => timed(search.path(1, 20)),
    )

    console.log('\nHSN pages, one visitor at a time: time to first byte')
    const first: string[] = []
    for (const path of PAGES) first.push(`${path} ${formatMs((await client.get(path)).ttfbMs)}`)
    console.log(`  first request    ${first.join(', ')}`)
    const warm: number[] = []
    for (let i = 0; i < PAGE_REQUESTS; i++) {
      const answer = await client.get(PAGES[i % PAGES.length]!)
      if (answer.status !== 200) throw new Error(`${PAGES[i % PAGES.length]} answered ${answer.status}`)
      warm.push(answer.ttfbMs)
    }
    const w = summarizeLatencies(warm)
    console.log(`  warm (${PAGE_REQUESTS})       p50 ${formatMs(w.p50)}  p95 ${formatMs(w.p95)}  p99 ${formatMs(w.p99)}  (target < 50 ms)`)
  } finally {
    client.close()
    await server.stop()
  }
}

async function main() {
  const dataDir = env.DATA_DIR
  if (!dataDir) throw new Error('DATA_DIR is not set and ../shared/data does not exist.')
  console.log(`Reference data benchmark: ${os.cpus().length} CPU(s), Node ${process.version}`)
  await withFreshBenchDatabase(DATA, PORT, async () => {
    const first = await importReferenceData({ dataDir, connectionString: databaseUrl() })
    const again = await importReferenceData({ dataDir, connectionString: databaseUrl(), force: true })
    const unchanged = await importReferenceData({ dataDir, connectionString: databaseUrl() })
    console.log('\nImport (all datasets, one transaction)')
    console.log(`  into empty tables   ${(first.durationMs / 1000).toFixed(1)} s`)
    console.log(`  replacing the data  ${(again.durationMs / 1000).toFixed(1)} s`)
    console.log(`  files unchanged     ${(unchanged.durationMs / 1000).toFixed(1)} s (checksums compared, nothing written)`)

    if (PHASES.has('service')) {
      for (const search of SEARCHES_MIX) await search.run()
      console.log('\nSearch service, one client (the cost of one search)')
      await measure(1, Math.min(SEARCHES, 1000))
      console.log(`\nSearch service, ${CONCURRENCY} concurrent clients (pool of 10 connections, latency includes the wait for one)`)
      await measure(CONCURRENCY, SEARCHES)
    }
    if (PHASES.has('http')) await measureHttp()
  })
}

await main()
