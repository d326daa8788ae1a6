/**
 * Reference-data figures: full import time, then search latency (p50/p95/p99) and searches per second,
 * calling the service functions directly (no HTTP), first from one client, then from 50 at once.
 *
 *   npm run bench:reference            (BENCH_SEARCHES=4000 by default)
 *
 * Runs on its own embedded PostgreSQL (port 54359, .data/bench-reference-postgres, wiped first), migrated and
 * filled from DATA_DIR. Prints figures; it passes or fails nothing.
 */
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import os from 'node:os'

const PORT = 54359
const DATA = '.data/bench-reference-postgres'
const CONCURRENCY = 50
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 4000)
const BENCH_ENV = { DEPLOY_ENV: 'test', EMBEDDED_PG_PORT: String(PORT), EMBEDDED_PG_DIR: DATA, MEDIA_DIR: '.data/bench-reference-media' }

// Before any module reads the environment (src/env.ts), point everything at the benchmark's database.
Object.assign(process.env, BENCH_ENV)
delete process.env.DATABASE_URL

const { startEmbeddedDatabase, stopLeftoverServer } = await import('../scripts/lib/embedded-db')
const { importReferenceData } = await import('../scripts/data/import-reference-data')
const { databaseUrl, env, EMBEDDED_DATABASE_NAME } = await import('../src/env')
const { searchHsn } = await import('../src/features/reference-data/hsn')
const { searchHts } = await import('../src/features/reference-data/hts')
const { closeReferencePool } = await import('../src/features/reference-data/db')

type Search = { kind: string; run: () => Promise<unknown> }

const hsn = (kind: string, query: string): Search => ({ kind: `hsn ${kind}`, run: () => searchHsn(query) })
const hts = (kind: string, query: string): Search => ({ kind: `hts ${kind}`, run: () => searchHts(query) })

/** What visitors type: words, plurals, synonyms, misspellings, codes with and without dots. */
const SEARCHES_MIX: Search[] = [
  ...['shrimp', 'basmati rice', 'mobile phone', 'cotton t-shirts', 'steel pipes', 'olive oil', 'laptops', 'gold jewellery', 'solar panel', 'green tea', 'machine parts', 'frozen fish fillets'].map((q) => hsn('words', q)),
  ...['shrmp', 'cahsew', 'basmti rice', 'turmerc', 'alumnum foil'].map((q) => hsn('typo', q)),
  ...['0306.17', '8517 13', '85', '10063020', '3004'].map((q) => hsn('code', q)),
  ...['live horses', 'frozen shrimp', 'aluminum foil', 'lithium-ion batteries', '"olive oil"', 'steel -stainless screws', 'wooden furniture', 'parts of machines', 'cotton shirts', 'maple syrup'].map((q) => hts('words', q)),
  ...['shrmp', 'cofee', 'steal pipes', 'coton shirts'].map((q) => hts('typo', q)),
  ...['0101.21.00.10', '8471.30', '010121', '9903.88', '84'].map((q) => hts('code', q)),
]

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

function summarize(label: string, samples: number[], seconds?: number) {
  const sorted = [...samples].sort((a, b) => a - b)
  const figures = [50, 95, 99].map((p) => `p${p} ${percentile(sorted, p).toFixed(1)} ms`).join('  ')
  const rate = seconds ? `  ${(samples.length / seconds).toFixed(0)} searches/s` : ''
  console.log(`  ${label.padEnd(14)} ${String(samples.length).padStart(5)} searches  ${figures}${rate}`)
}

async function measure(clients: number, total: number) {
  const byKind = new Map<string, number[]>()
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total) {
        const search = SEARCHES_MIX[next++ % SEARCHES_MIX.length]!
        const t0 = performance.now()
        await search.run()
        const samples = byKind.get(search.kind) ?? []
        samples.push(performance.now() - t0)
        byKind.set(search.kind, samples)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  summarize('all', [...byKind.values()].flat(), seconds)
  for (const [kind, samples] of [...byKind.entries()].sort()) summarize(kind, samples)
}

function migrate(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/tsx', ['scripts/prepare.ts', 'never'], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Migrations exited with ${code}`))))
  })
}

async function main() {
  if (!env.DATA_DIR) throw new Error('DATA_DIR is not set and ../shared/data does not exist.')
  console.log(`Reference data benchmark: ${os.cpus().length} CPU(s), Node ${process.version}`)
  await stopLeftoverServer(DATA)
  rmSync(DATA, { recursive: true, force: true })
  const database = await startEmbeddedDatabase({ dataDir: DATA, port: PORT, database: EMBEDDED_DATABASE_NAME })
  try {
    await migrate()
    const first = await importReferenceData({ dataDir: env.DATA_DIR, connectionString: databaseUrl() })
    const again = await importReferenceData({ dataDir: env.DATA_DIR, connectionString: databaseUrl(), force: true })
    const unchanged = await importReferenceData({ dataDir: env.DATA_DIR, connectionString: databaseUrl() })
    console.log('\nImport (all datasets, one transaction)')
    console.log(`  into empty tables   ${(first.durationMs / 1000).toFixed(1)} s`)
    console.log(`  replacing the data  ${(again.durationMs / 1000).toFixed(1)} s`)
    console.log(`  files unchanged     ${(unchanged.durationMs / 1000).toFixed(1)} s (checksums compared, nothing written)`)

    for (const search of SEARCHES_MIX) await search.run()
    console.log('\nOne client (the cost of one search)')
    await measure(1, Math.min(SEARCHES, 1000))
    console.log(`\n${CONCURRENCY} concurrent clients (pool of 10 connections, latency includes the wait for one)`)
    await measure(CONCURRENCY, SEARCHES)
  } finally {
    await closeReferencePool()
    // pool.end() returns before the connections' goodbyes reach the server; stopping it first logs errors.
    await new Promise((resolve) => setTimeout(resolve, 200))
    await database.stop()
  }
}

await main()
