/**
 * Cached pages per second on one process, served as `npm start` serves them (scripts/launch.ts start: one web
 * process, Next's in-memory cache, no Redis), and through the HTTP cache in front of it (Varnish with the site's
 * deploy/varnish/site.vcl, as start:cluster runs it), against the bare page of the same stack (bench/bare-app,
 * `next start`), each from `BENCH_CLIENTS` (50) clients over kept-alive connections asking for gzip as a browser does:
 *
 *   bare            bench/bare-app's page, built and served here by `next start`
 *   home            the site's home page at the web process (rendered once, then served from Next's cache)
 *   product         a product page at the web process
 *   home cached     the home page through Varnish on BENCH_CACHE_PORT (3381)
 *   product cached  the product page through Varnish
 *
 * The three are measured in turn in each round, so that a neighbour's load on a shared machine falls on all alike;
 * it prints each round and the medians: requests per second, latency (p50/p95), the server's CPU per answer and
 * the bytes sent; before them the pages' HTML raw, gzip and brotli; after them what the figures predict for one
 * machine of 8 cores and for 3 such machines.
 *
 *   npm run bench:pages     BENCH_ROUNDS (3), BENCH_PAGES (3000 per page and round), BENCH_CLIENTS (50),
 *                           BENCH_PORT (3380), BENCH_BARE_PORT (3389), BENCH_PG_PORT (54380),
 *                           BENCH_DIST_DIR (.next-bench, built first when stale)
 *   BENCH_CPU_PROF=<dir>    also writes a V8 CPU profile of the web server's process there (bench/lib/cpu-profile.cjs)
 *
 * The database lives under .data/bench-pages-postgres (seeded on first use). Prints figures; it passes or fails nothing.
 */
import type { ChildProcess } from 'node:child_process'
import type { IncomingHttpHeaders } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { buildBareApp, removeBareApp, startBareApp, stopBareApp, type BareAppBuild } from './lib/bare-app'
import { createTimedGetter } from './lib/http-client'
import { formatMs, median, summarizeLatencies } from './lib/latency'
import { countOutcomes, runClosedLoop } from './lib/load'
import { processTreeCpuSeconds } from './lib/process-cpu'
import { findListeningPid, startSiteServer } from './lib/site-server'
import { setting } from './lib/settings'
import { startVarnish } from '../scripts/lib/http-cache'

const ROUNDS = setting('BENCH_ROUNDS', 3)
const PAGES = setting('BENCH_PAGES', 3000)
const CLIENTS = setting('BENCH_CLIENTS', 50)
const PORT = setting('BENCH_PORT', 3380)
const CACHE_PORT = setting('BENCH_CACHE_PORT', 3381)
const BARE_PORT = setting('BENCH_BARE_PORT', 3389)
const PG_PORT = setting('BENCH_PG_PORT', 54380)
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF
const LOG_FILE = 'bench/results/page-throughput-server.log'
const SITE_URL = `http://127.0.0.1:${PORT}`
const BARE_URL = `http://127.0.0.1:${BARE_PORT}`
const CACHE_URL = `http://127.0.0.1:${CACHE_PORT}`
const TARGET_CORES = 8
const TARGET_MACHINES = 3
const WARM_UP_REQUESTS = 200

const BROWSER_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip', 'user-agent': 'northwind-bench-pages' }

const serverEnv = (): Record<string, string> => ({
  EMBEDDED_PG_PORT: String(PG_PORT),
  EMBEDDED_PG_DIR: '.data/bench-pages-postgres',
  MEDIA_DIR: '.data/bench-pages-media',
  NEXT_DIST_DIR: process.env.BENCH_DIST_DIR ?? '.next-bench',
  SITE_URL,
  PORT: String(PORT),
  NEXT_TELEMETRY_DISABLED: '1',
  // The web server's process only (next start, or the launcher's server script).
  ...(CPU_PROFILE_DIR && {
    NODE_OPTIONS: `--require ${path.resolve('bench/lib/cpu-profile.cjs')}`,
    BENCH_CPU_PROF: path.resolve(CPU_PROFILE_DIR),
    BENCH_CPU_PROF_MATCH: 'scripts/web-server.ts',
  }),
})

type Target = { name: string; baseUrl: string; path: string; port: number }

type Measurement = { perSecond: number; p50: number; p95: number; outcomes: string; cpuMs: number; kbPerAnswer: number; cache: string }

/** CPU seconds so far of the process listening on `port` and its children. */
const serverCpuSeconds = (port: number) => {
  const pid = findListeningPid(port)
  return pid === undefined ? NaN : processTreeCpuSeconds(pid)
}

/** `count` GETs of the target from CLIENTS clients (closed loop), with the server's CPU per answer. */
async function measure(target: Target, count: number): Promise<Measurement> {
  const client = createTimedGetter(target.baseUrl, CLIENTS)
  const answers: { outcome: string; ms: number; bytes: number }[] = []
  const caches = new Set<string>()
  const cpuBefore = serverCpuSeconds(target.port)
  const started = performance.now()
  await runClosedLoop({
    count,
    concurrency: CLIENTS,
    task: async () => {
      const answer = await client
        .get(target.path, BROWSER_HEADERS)
        .catch((error: NodeJS.ErrnoException) => ({ status: `error:${error.code}`, totalMs: NaN, bytes: 0, headers: {} as IncomingHttpHeaders }))
      answers.push({ outcome: String(answer.status), ms: answer.totalMs, bytes: answer.bytes })
      caches.add(String(answer.headers['x-cache'] ?? answer.headers['x-nextjs-cache'] ?? '-'))
    },
  })
  const seconds = (performance.now() - started) / 1000
  const cpuSeconds = serverCpuSeconds(target.port) - cpuBefore
  client.close()
  const ok = answers.filter((a) => a.outcome === '200')
  const latency = summarizeLatencies(ok.map((a) => a.ms))
  return {
    perSecond: ok.length / seconds,
    p50: latency.p50,
    p95: latency.p95,
    outcomes: countOutcomes(answers),
    cpuMs: (cpuSeconds * 1000) / Math.max(1, ok.length),
    kbPerAnswer: ok.reduce((sum, a) => sum + a.bytes, 0) / Math.max(1, ok.length) / 1024,
    cache: [...caches].join('/'),
  }
}

/**
 * The page's size as sent for each encoding, with the encoding the server chose. A compressed copy is made after
 * the first request for it, so each encoding is asked for until it comes (or two seconds have passed).
 */
async function pageSizes(target: Target): Promise<string> {
  const client = createTimedGetter(target.baseUrl, 1)
  const sizes: string[] = []
  for (const encoding of ['identity', 'gzip', 'br']) {
    let answer = await client.get(target.path, { ...BROWSER_HEADERS, 'accept-encoding': encoding })
    for (let i = 0; i < 20 && encoding !== 'identity' && answer.headers['content-encoding'] !== encoding; i++) {
      await new Promise((r) => setTimeout(r, 100))
      answer = await client.get(target.path, { ...BROWSER_HEADERS, 'accept-encoding': encoding })
    }
    sizes.push(`${encoding} ${(answer.bytes / 1024).toFixed(1)} KB (sent as ${answer.headers['content-encoding'] ?? 'identity'})`)
  }
  client.close()
  return sizes.join(', ')
}

/** Each figure's median over the rounds (outcomes and cache states of all rounds). */
const medianOf = (ms: Measurement[]): Measurement => ({
  perSecond: median(ms.map((m) => m.perSecond)),
  p50: median(ms.map((m) => m.p50)),
  p95: median(ms.map((m) => m.p95)),
  cpuMs: median(ms.map((m) => m.cpuMs)),
  kbPerAnswer: median(ms.map((m) => m.kbPerAnswer)),
  outcomes: [...new Set(ms.map((m) => m.outcomes))].join('; '),
  cache: [...new Set(ms.flatMap((m) => m.cache.split('/')))].join('/'),
})

function printMeasurement(name: string, m: Measurement) {
  console.log(
    `  ${name.padEnd(17)}${`${m.perSecond.toFixed(0)}/s`.padStart(8)}  p50 ${formatMs(m.p50).padStart(9)}  p95 ${formatMs(m.p95).padStart(9)}` +
      `  CPU ${m.cpuMs.toFixed(2)} ms/answer  ${m.kbPerAnswer.toFixed(1)} KB/answer  cache ${m.cache}  (${m.outcomes})`,
  )
}

/** Answers per second when the web processes' CPU is what runs out (a cached page costs the database nothing). */
const projectedRate = (m: Measurement, cores: number) => (cores * 1000) / m.cpuMs

function printSummary(results: Map<string, Measurement>) {
  const bare = results.get('bare')!
  console.log(`\nSummary: ${os.availableParallelism()} cores here, one process, ${CLIENTS} clients on the same machine`)
  console.log(
    `  ${'page'.padEnd(16)}${'rate'.padStart(8)}${'vs bare'.padStart(9)}${`${TARGET_CORES} cores`.padStart(12)}${`${TARGET_MACHINES}×${TARGET_CORES} cores`.padStart(14)}`,
  )
  for (const [name, m] of results) {
    const ratio = name === 'bare' ? '' : `${(m.perSecond / bare.perSecond).toFixed(2)}×`
    const rate = (n: number) => `${n.toFixed(0)}/s`
    console.log(
      `  ${name.padEnd(16)}${rate(m.perSecond).padStart(8)}${ratio.padStart(9)}${rate(projectedRate(m, TARGET_CORES)).padStart(12)}${rate(projectedRate(m, TARGET_MACHINES * TARGET_CORES)).padStart(14)}`,
    )
  }
  console.log(
    [
      '\nAssumptions of the projections: CPU-bound (cores / server CPU per answer), one web process per core with the',
      '  answers spread evenly by a load balancer, the clients elsewhere; with several processes each fills its own cache',
      '  (or shares one through Redis, which adds a round trip per answer that this single-process run does not measure).',
      '  Pages answered by Varnish cost a few hundredths of a millisecond of CPU each: there the projections overstate,',
      '  since sending the bytes (and, here, the clients on the same cores) bound the rate first.',
    ].join('\n'),
  )
}

async function main() {
  console.log(
    `Page throughput: ${os.availableParallelism()} CPU(s), Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  let bareApp: BareAppBuild | undefined
  let bareServer: ChildProcess | undefined
  const server = await startSiteServer({ env: serverEnv(), port: PORT, logFile: LOG_FILE })
  const cache = startVarnish({ port: CACHE_PORT, backends: [{ name: 'web1', port: PORT }] })
  try {
    bareApp = await buildBareApp()
    bareServer = startBareApp(bareApp, BARE_PORT)
    const targets: Target[] = [
      { name: 'bare', baseUrl: BARE_URL, path: '/', port: BARE_PORT },
      { name: 'home', baseUrl: SITE_URL, path: '/', port: PORT },
      { name: 'product', baseUrl: SITE_URL, path: '/export-factoring', port: PORT },
      { name: 'home cached', baseUrl: CACHE_URL, path: '/', port: CACHE_PORT },
      { name: 'product cached', baseUrl: CACHE_URL, path: '/export-factoring', port: CACHE_PORT },
    ]
    for (let i = 0; i < 120 && findListeningPid(BARE_PORT) === undefined; i++) await new Promise((r) => setTimeout(r, 500))
    // The first requests render the pages (and fill the caches); only later ones are measured.
    for (const target of targets) await measure(target, WARM_UP_REQUESTS)
    console.log(`\nhome page HTML: ${await pageSizes(targets[1]!)}`)
    console.log(`product page HTML: ${await pageSizes(targets[2]!)}`)
    console.log(`\n${ROUNDS} rounds of ${PAGES} requests per page, ${CLIENTS} clients, accept-encoding: gzip`)
    const rounds = new Map<string, Measurement[]>(targets.map((t) => [t.name, []]))
    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of targets) {
        const m = await measure(target, PAGES)
        rounds.get(target.name)!.push(m)
        printMeasurement(`${target.name} ${round}`, m)
      }
    }
    const results = new Map([...rounds].map(([name, ms]) => [name, medianOf(ms)]))
    console.log('\nMedian of the rounds:')
    for (const [name, m] of results) printMeasurement(name, m)
    printSummary(results)
  } finally {
    stopBareApp(bareServer)
    if (bareApp) removeBareApp(bareApp.dir)
    cache.child.kill('SIGTERM')
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
