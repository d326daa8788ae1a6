/**
 * Lighthouse (mobile preset) for the home and a product page of each edition, the resource pages (a blog list and a
 * blog post in India and Mexico, an event list and an event in the USA), the tools and each edition's 404 page, with
 * the compressed JavaScript each page loads, against a bare page of the same stack (bench/bare-app, built and served
 * here). Lighthouse refuses to audit a document answered 404, so the 404 pages are measured through a pass-through
 * that reports their status as 200 (bench/lib/not-found-as-ok.ts); their SEO score then counts the noindex that a
 * 404 page carries by design.
 * Every figure is the median of `--runs` rounds; a round measures the bare page and then every page once.
 *
 *   npm start                                  # in another terminal, or point --url / BENCH_BASE_URL at a running site
 *   npm run bench:lighthouse                   # all pages, 3 rounds
 *   npm run bench:lighthouse -- --pages resources --runs 5
 *   npm run bench:lighthouse -- --pages tools          # HSN, HTS and the calculators
 *   npm run bench:lighthouse -- --pages core,/es-mx/events
 *   npm run bench:lighthouse -- --pages core --throttling devtools
 *
 * --pages takes groups (core, resources, tools, not-found, all) and site paths, comma-separated. Resource slugs are read from the
 * list pages' links, never hard-coded. --throttling chooses how Lighthouse slows the load to a mobile's: `simulate`
 * (its default, and the budget's) loads at full speed and estimates the metrics from the trace with its Lantern
 * model; `devtools` loads over the throttled network and CPU and reports what it observed, a cross-check of the
 * estimates (slower: a round takes a few minutes). Under the table it names every request a page made outside the site and
 * every answer of 400 or more. Prints figures; it passes or fails nothing.
 *
 * `wait ms` is how long the main thread waited, off the CPU, inside the long tasks after the first contentful paint
 * of the load Lighthouse observed (bench/lib/main-thread-wait.ts). `simulate` counts that wall time four times over
 * as a phone's work: on a machine with few cores, where the browser's other threads and processes (script
 * compilation, font lookups) hold them, a large figure here is part of the TBT that says more about the machine
 * than the page.
 */
import type { ChildProcess } from 'node:child_process'
import os from 'node:os'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { requireChromium } from '../scripts/lib/chromium'
import { editionPath } from '../src/i18n/editions'
import { buildBareApp, removeBareApp, startBareApp, stopBareApp } from './lib/bare-app'
import { median } from './lib/latency'
import { mainThreadWaitMs, type TraceEvent } from './lib/main-thread-wait'
import { startNotFoundAsOk } from './lib/not-found-as-ok'
import { fetchPage, firstItemLink } from './lib/site-pages'

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    pages: { type: 'string', default: 'all' },
    runs: { type: 'string', default: '3' },
    throttling: { type: 'string', default: 'simulate' },
  },
})
const BASE = (args.url ?? process.env.BENCH_BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const RUNS = Number(args.runs)
const THROTTLING_METHODS = ['simulate', 'devtools'] as const
const THROTTLING = args.throttling as (typeof THROTTLING_METHODS)[number]
const BARE_PORT = 3999
const BARE_URL = `http://localhost:${BARE_PORT}/`

/** `notFound`: the page answers 404, so it is audited through the pass-through that reports 200. */
type Page = { name: string; path: string; notFound?: boolean }

const CORE_PAGES: Page[] = [
  { name: 'en-in home', path: '/' },
  { name: 'en-in product', path: '/export-factoring' },
  { name: 'es-mx home', path: '/es-mx' },
  { name: 'es-mx product', path: '/es-mx/export-factoring' },
  { name: 'en-us home', path: '/en-us' },
  { name: 'en-us product', path: '/en-us/enterprise' },
]

/** A list and its first item, read from the running site; undefined (with a note) when the edition has no such list. */
async function listAndItem(edition: 'en-in' | 'es-mx' | 'en-us', section: string, label: string, itemLabel: string): Promise<Page[] | undefined> {
  const listPath = editionPath(edition, `/${section}`)
  const list = await fetchPage(BASE, listPath)
  if (list.status !== 200) return undefined
  const item = firstItemLink(list.html, BASE, listPath)
  if (!item) console.warn(`note: ${listPath} links to no item; measuring the list only`)
  return [{ name: `${edition} ${label} list`, path: listPath }, ...(item ? [{ name: `${edition} ${itemLabel}`, path: item }] : [])]
}

async function resourcePages(): Promise<Page[]> {
  const pages: Page[] = []
  for (const edition of ['en-in', 'es-mx'] as const) {
    const found = await listAndItem(edition, 'blogs', 'blog', 'blog post')
    if (found) pages.push(...found)
    else console.warn(`note: ${editionPath(edition, '/blogs')} does not answer 200; skipped`)
  }
  // The USA has no blogs: its events, or its case studies when it has no events.
  const us = (await listAndItem('en-us', 'events', 'event', 'event')) ?? (await listAndItem('en-us', 'case-studies', 'case study', 'case study'))
  if (us) pages.push(...us)
  else console.warn('note: neither /en-us/events nor /en-us/case-studies answers 200; skipped')
  return pages
}

/**
 * The trade tools' own pages in each edition that serves them (the interest calculator opens on a worked example).
 * Pages with inputs in the query (a shared result) are noindex by design, so Lighthouse's SEO score would not apply.
 */
const TOOL_PAGES: Page[] = [
  { name: 'en-in HSN finder', path: '/hsn-code' },
  { name: 'en-in HTS lookup', path: '/hts-code' },
  ...(['en-in', 'es-mx', 'en-us'] as const).flatMap((edition) => [
    { name: `${edition} interest`, path: editionPath(edition, '/interest-calculator') },
    { name: `${edition} shipment`, path: editionPath(edition, '/shipment-calculator') },
  ]),
]

const NOT_FOUND_PAGES: Page[] = [
  { name: 'en-in 404', path: '/no-such-page', notFound: true },
  { name: 'es-mx 404', path: '/es-mx/pagina-inexistente', notFound: true },
  { name: 'en-us 404', path: '/en-us/no-such-page', notFound: true },
]

async function choosePages(spec: string): Promise<Page[]> {
  const pages: Page[] = []
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    if (part.startsWith('/')) pages.push({ name: part, path: part })
    else if (part === 'core') pages.push(...CORE_PAGES)
    else if (part === 'resources') pages.push(...(await resourcePages()))
    else if (part === 'tools') pages.push(...TOOL_PAGES)
    else if (part === 'not-found') pages.push(...NOT_FOUND_PAGES)
    else if (part === 'all') pages.push(...CORE_PAGES, ...(await resourcePages()), ...TOOL_PAGES, ...NOT_FOUND_PAGES)
    else throw new Error(`--pages: unknown "${part}" (core, resources, tools, not-found, all, or paths starting with /)`)
  }
  return pages.filter((p, i) => pages.findIndex((q) => q.path === p.path) === i)
}

type NetworkItem = { url?: string; statusCode?: number; resourceType?: string; transferSize?: number }
type Result = {
  scores: Record<string, number>
  lcpMs: number
  tbtMs: number
  /** What of the observed long tasks the main thread spent waiting rather than working (main-thread-wait.ts). */
  waitMs: number
  cls: number
  scriptKb: number
  failing: string[]
  offSite: string[]
  errors: string[]
  runtimeError?: string
  /** Lighthouse's measure of this machine's speed while it audited the page (higher is faster). */
  benchmarkIndex: number
}

/** `siteOrigins`: where the page's own requests go (the site, and the pass-through in front of it). */
async function audit(port: number, url: string, siteOrigins: string[]): Promise<Result> {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error', throttlingMethod: THROTTLING })
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits, runtimeError } = runner.lhr
  const requests = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  const failing = Object.values(categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1).map((r) => `${c.id}:${r.id}`))
  return {
    scores: Object.fromEntries(Object.values(categories).map((c) => [c.id, c.score === null ? NaN : Math.round(c.score * 100)])),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    waitMs: mainThreadWaitMs(runner.artifacts.Trace.traceEvents as TraceEvent[], runner.lhr.mainDocumentUrl ?? url),
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptKb: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    failing,
    offSite: requests.map((r) => r.url ?? '').filter((u) => /^https?:/.test(u) && !siteOrigins.includes(new URL(u).origin)),
    errors: requests.filter((r) => (r.statusCode ?? 0) >= 400).map((r) => `${r.statusCode} ${r.url}`),
    runtimeError: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : undefined,
    benchmarkIndex: runner.lhr.environment.benchmarkIndex,
  }
}

/** A page's figures: the median of its runs. */
type Summary = Pick<Result, 'scores' | 'lcpMs' | 'tbtMs' | 'waitMs' | 'cls' | 'scriptKb'>

function summarize(results: Result[]): Summary {
  const ids = [...new Set(results.flatMap((r) => Object.keys(r.scores)))]
  const medianOf = (measure: Exclude<keyof Summary, 'scores'>) => median(results.map((r) => r[measure]))
  return {
    scores: Object.fromEntries(ids.map((id) => [id, median(results.map((r) => r.scores[id] ?? NaN))])),
    lcpMs: medianOf('lcpMs'),
    tbtMs: medianOf('tbtMs'),
    waitMs: medianOf('waitMs'),
    cls: medianOf('cls'),
    scriptKb: medianOf('scriptKb'),
  }
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer`)
}

const num = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')
const signed = (value: number, digits = 0) => (Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${value.toFixed(digits)}` : 'n/a')

function printTable(rows: { name: string; summary: Summary }[], bare: Summary) {
  const width = Math.max(16, ...rows.map((r) => r.name.length)) + 1
  console.log(
    `\n${'page'.padEnd(width)}${['perf', 'a11y', 'best', 'seo'].map((h) => h.padStart(5)).join('')}${'LCP ms'.padStart(9)}${'vs bare'.padStart(9)}${'TBT ms'.padStart(8)}${'wait ms'.padStart(9)}${'CLS'.padStart(7)}${'JS KB'.padStart(8)}${'vs bare'.padStart(9)}`,
  )
  for (const { name, summary: s } of rows) {
    const isBare = s === bare
    console.log(
      `${name.padEnd(width)}${['performance', 'accessibility', 'best-practices', 'seo'].map((id) => num(s.scores[id] ?? NaN).padStart(5)).join('')}` +
        `${num(s.lcpMs).padStart(9)}${(isBare ? '' : signed(s.lcpMs - bare.lcpMs)).padStart(9)}${num(s.tbtMs).padStart(8)}${num(s.waitMs).padStart(9)}${num(s.cls, 3).padStart(7)}` +
        `${num(s.scriptKb, 1).padStart(8)}${(isBare ? '' : signed(s.scriptKb - bare.scriptKb, 1)).padStart(9)}`,
    )
  }
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs must be a whole number of at least 1')
  if (!THROTTLING_METHODS.includes(THROTTLING)) throw new Error(`--throttling: ${THROTTLING_METHODS.join(' or ')}`)
  await waitFor(BASE).catch(() => {
    throw new Error(`No site at ${BASE}: run \`npm start\` first, or pass --url (BENCH_BASE_URL).`)
  })
  const pages = await choosePages(args.pages)
  if (pages.length === 0) throw new Error('No pages to measure')
  const bareApp = await buildBareApp()
  let bareServer: ChildProcess | undefined
  let chrome: chromeLauncher.LaunchedChrome | undefined
  const notFoundAsOk = pages.some((p) => p.notFound) ? await startNotFoundAsOk(BASE) : undefined
  const siteOrigins = [new URL(BASE).origin, ...(notFoundAsOk ? [notFoundAsOk.origin] : [])]
  try {
    bareServer = startBareApp(bareApp, BARE_PORT)
    chrome = await chromeLauncher.launch({
      chromePath: requireChromium(),
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    await waitFor(BARE_URL)
    // The first load of a page renders it (and fills the caches); only later loads are measured.
    for (const page of pages) await fetch(`${BASE}${page.path}`)
    console.log(`Lighthouse (mobile, ${THROTTLING} throttling) against ${BASE}: ${pages.length} pages and the bare page, median of ${RUNS} round(s)`)
    console.log(
      `${os.cpus().length} CPU(s), load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} before the rounds`,
    )
    const bareRuns: Result[] = []
    const runs = new Map(pages.map((p) => [p.path, [] as Result[]]))
    for (let round = 1; round <= RUNS; round++) {
      process.stdout.write(`round ${round}/${RUNS}: bare`)
      bareRuns.push(await audit(chrome.port, BARE_URL, [new URL(BARE_URL).origin]))
      for (const page of pages) {
        process.stdout.write(`, ${page.name}`)
        const origin = page.notFound ? notFoundAsOk!.origin : BASE
        runs.get(page.path)!.push(await audit(chrome.port, `${origin}${page.path}`, siteOrigins))
      }
      process.stdout.write('\n')
    }
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} after the rounds`,
    )
    const allRuns = [...bareRuns, ...[...runs.values()].flat()]
    console.log(`Lighthouse benchmark index (median of all audits): ${num(median(allRuns.map((r) => r.benchmarkIndex)))}`)
    const bare = summarize(bareRuns)
    printTable([{ name: 'bare page', summary: bare }, ...pages.map((p) => ({ name: p.name, summary: summarize(runs.get(p.path)!) }))], bare)

    console.log('\nPages measured:')
    for (const page of pages) console.log(`  ${page.name.padEnd(20)} ${page.path}`)
    const notes: string[] = []
    for (const page of pages) {
      const results = runs.get(page.path)!
      const unique = (list: string[]) => [...new Set(list)]
      const runtime = unique(results.flatMap((r) => (r.runtimeError ? [r.runtimeError] : [])))
      const offSite = unique(results.flatMap((r) => r.offSite))
      const errors = unique(results.flatMap((r) => r.errors))
      const failing = unique(results.flatMap((r) => r.failing))
      if (runtime.length) notes.push(`  ${page.name}: Lighthouse error ${runtime.join('; ')}`)
      if (offSite.length) notes.push(`  ${page.name}: requests outside the site: ${offSite.join(', ')}`)
      if (errors.length) notes.push(`  ${page.name}: answers of 400 or more: ${errors.join(', ')}`)
      if (failing.length) notes.push(`  ${page.name}: failing audits: ${failing.join(', ')}`)
    }
    if (notes.length) console.log(`\nNotes (any round):\n${notes.join('\n')}`)
    console.log('')
    if (!notes.some((n) => n.includes('outside the site'))) console.log('No page made a request outside the site.')
    if (!notes.some((n) => n.includes('400 or more'))) console.log('No request got an answer of 400 or more.')
  } finally {
    await chrome?.kill()
    await notFoundAsOk?.close()
    stopBareApp(bareServer)
    removeBareApp(bareApp.dir)
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
