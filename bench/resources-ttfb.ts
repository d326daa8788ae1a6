/**
 * Warm time to first byte of the resource pages of a running site: blog list pages 1 and 2, a category, a blog
 * post, an event, the search page with a query and the RSS feed, in each edition that has them, and the sitemap
 * index and its first child sitemap. Every address is read from the site's own links (never hard-coded slugs).
 *
 *   npm start                                   # in another terminal, or point --url at a running site
 *   npm run bench:resources                     # --url http://localhost:3000 --requests 200 --clients 10 --warmup 20
 *
 * Each page gets `--warmup` requests first, then `--requests` one at a time (one client) and `--requests` from
 * `--clients` clients at once (closed loop), over kept-alive connections with `accept-encoding: gzip` as a
 * browser sends. Prints p50/p95 with the target p95 < 50 ms marked; it passes or fails nothing.
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import { createTimedGetter } from './lib/http-client'
import { formatMs, summarizeLatencies, type LatencySummary } from './lib/latency'
import { countOutcomes, runClosedLoop } from './lib/load'
import { childSitemaps, editionsWithSection, feedLink, firstCategoryLink, firstItemLink, nextPageLink } from './lib/site-pages'

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    requests: { type: 'string', default: '200' },
    clients: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '20' },
  },
})
const BASE = args.url.replace(/\/$/, '')
const REQUESTS = Number(args.requests)
const CLIENTS = Number(args.clients)
const WARMUP = Number(args.warmup)
const TARGET_P95_MS = 50
const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip',
  'user-agent': 'northwind-bench-resources',
}
/** A word the search finds in each language's resources. */
const SEARCH_WORDS: Record<string, string> = { 'en-in': 'factoring', 'es-mx': 'factoraje', 'en-us': 'factoring' }

type Target = { page: string; edition: string; path: string }

async function findTargets(notes: string[]): Promise<Target[]> {
  const targets: Target[] = []
  const missing = (what: string, where: string) => notes.push(`${where} links to no ${what}: not measured`)
  for (const { edition, listPath, list } of await editionsWithSection(BASE, 'blogs')) {
    targets.push({ page: 'blog list p1', edition, path: listPath })
    const next = nextPageLink(list.html, BASE)
    if (!next) missing('second page', listPath)
    else {
      // The list's own "next" link is the address a visitor follows; when it does not lead to another page,
      // page 2 is measured at the address the site's routes define for it.
      const page2 = next === listPath ? `${listPath}?page=2` : next
      if (next === listPath) notes.push(`${listPath}: its <link rel="next"> leads to ${next} itself, not to page 2; measured ${page2}`)
      targets.push({ page: 'blog list p2', edition, path: page2 })
    }
    const category = firstCategoryLink(list.html, BASE, listPath)
    if (category) targets.push({ page: 'blog category', edition, path: category })
    else missing('category', listPath)
    const post = firstItemLink(list.html, BASE, listPath)
    if (post) targets.push({ page: 'blog post', edition, path: post })
    else missing('post', listPath)
    const feed = feedLink(list.html, BASE)
    if (feed) targets.push({ page: 'blog RSS feed', edition, path: feed })
    else missing('RSS feed (<link rel="alternate" type="application/rss+xml">)', listPath)
  }
  for (const { edition, listPath, list } of await editionsWithSection(BASE, 'events')) {
    const event = firstItemLink(list.html, BASE, listPath)
    if (event) targets.push({ page: 'event', edition, path: event })
    else missing('event', listPath)
  }
  for (const { edition, listPath } of await editionsWithSection(BASE, 'resources')) {
    targets.push({ page: 'search', edition, path: `${listPath}?q=${encodeURIComponent(SEARCH_WORDS[edition] ?? 'factoring')}` })
  }
  targets.push({ page: 'sitemap index', edition: 'all', path: '/sitemap.xml' })
  const [firstChild] = await childSitemaps(BASE)
  if (firstChild) targets.push({ page: 'child sitemap', edition: 'all', path: firstChild })
  else missing('child sitemap', '/sitemap.xml')
  return targets.sort((a, b) => a.page.localeCompare(b.page) || a.edition.localeCompare(b.edition))
}

type Phase = { ttfb: LatencySummary; outcomes: { outcome: string }[]; perSecond: number; kb: number }

/** `count` GETs of one address from `clients` clients at once, each sending its next when its answer came. */
async function measure(path: string, clients: number, count: number): Promise<Phase> {
  const getter = createTimedGetter(BASE, clients)
  const ttfb: number[] = []
  const outcomes: { outcome: string }[] = []
  let bytes = 0
  const started = performance.now()
  await runClosedLoop({
    count,
    concurrency: clients,
    task: async () => {
      try {
        const answer = await getter.get(path, HEADERS)
        ttfb.push(answer.ttfbMs)
        bytes = answer.bytes
        outcomes.push({ outcome: String(answer.status) })
      } catch (error) {
        outcomes.push({ outcome: `error:${(error as NodeJS.ErrnoException).code ?? (error as Error).name}` })
      }
    },
  })
  const seconds = (performance.now() - started) / 1000
  getter.close()
  return { ttfb: summarizeLatencies(ttfb), outcomes, perSecond: count / seconds, kb: bytes / 1024 }
}

const ms = (value: number) => formatMs(value).replace(' ms', '')
const mark = (p95: number) => (p95 < TARGET_P95_MS ? 'ok' : 'MISS')

async function main() {
  for (const [name, value] of Object.entries({ requests: REQUESTS, clients: CLIENTS, warmup: WARMUP })) {
    if (!Number.isInteger(value) || value < (name === 'warmup' ? 0 : 1)) throw new Error(`--${name} must be a whole number`)
  }
  try {
    await fetch(BASE)
  } catch {
    throw new Error(`No site at ${BASE}: run \`npm start\` first, or pass --url.`)
  }
  const notes: string[] = []
  const targets = await findTargets(notes)
  console.log(`Warm time to first byte of the resource pages at ${BASE}: ${targets.length} addresses, ${WARMUP} warm-up requests each,`)
  console.log(`then ${REQUESTS} requests from 1 client and ${REQUESTS} from ${CLIENTS} clients at once (target p95 < ${TARGET_P95_MS} ms)`)
  console.log(
    `${os.cpus().length} CPU(s), load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} before the run\n`,
  )

  const single = new Map<string, Phase>()
  const many = new Map<string, Phase>()
  for (const target of targets) {
    process.stdout.write(`  ${target.page} (${target.edition}) ${target.path} ...`)
    if (WARMUP > 0) await measure(target.path, 1, WARMUP)
    single.set(target.path, await measure(target.path, 1, REQUESTS))
    many.set(target.path, await measure(target.path, CLIENTS, REQUESTS))
    process.stdout.write(' done\n')
  }

  const pageWidth = Math.max(...targets.map((t) => t.page.length)) + 2
  const head =
    `${'page'.padEnd(pageWidth)}${'edition'.padEnd(8)}${'status'.padEnd(10)}${'KB gz'.padStart(6)}` +
    `${'1 client p50'.padStart(14)}${'p95'.padStart(8)}${''.padEnd(6)}${`${CLIENTS} clients p50`.padStart(16)}${'p95'.padStart(8)}${''.padEnd(6)}${'req/s'.padStart(6)}  path`
  console.log(`\n${head}\n${'-'.repeat(head.length + 20)}`)
  for (const target of targets) {
    const a = single.get(target.path)!
    const b = many.get(target.path)!
    const outcomes = countOutcomes([...a.outcomes, ...b.outcomes])
    const status = /^\d{3}: \d+$/.test(outcomes) ? outcomes.split(':')[0]! : outcomes
    console.log(
      `${target.page.padEnd(pageWidth)}${target.edition.padEnd(8)}${status.padEnd(10)}${a.kb.toFixed(1).padStart(6)}` +
        `${ms(a.ttfb.p50).padStart(14)}${ms(a.ttfb.p95).padStart(8)}  ${mark(a.ttfb.p95).padEnd(4)}` +
        `${ms(b.ttfb.p50).padStart(16)}${ms(b.ttfb.p95).padStart(8)}  ${mark(b.ttfb.p95).padEnd(4)}${b.perSecond.toFixed(0).padStart(6)}  ${target.path}`,
    )
  }
  const misses = targets.filter((t) => single.get(t.path)!.ttfb.p95 >= TARGET_P95_MS || many.get(t.path)!.ttfb.p95 >= TARGET_P95_MS)
  const failures = targets.filter((t) => [...single.get(t.path)!.outcomes, ...many.get(t.path)!.outcomes].some((o) => !/^2\d\d$/.test(o.outcome)))
  console.log(
    `\nTimes in ms (time to the answer's headers). ok: p95 < ${TARGET_P95_MS} ms; MISS: p95 >= ${TARGET_P95_MS} ms (${misses.length} of ${targets.length} addresses miss in at least one column).`,
  )
  if (failures.length)
    console.log(
      `Answers other than 2xx: ${failures.map((t) => `${t.path} (${countOutcomes([...single.get(t.path)!.outcomes, ...many.get(t.path)!.outcomes])})`).join(', ')}`,
    )
  for (const note of notes) console.log(`note: ${note}`)
  console.log(
    `Load average after the run: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (the client and the server share these CPUs).`,
  )
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
