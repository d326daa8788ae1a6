/**
 * Lighthouse (mobile preset) for the home page and one product page of each edition, plus the compressed
 * JavaScript each page loads against a bare page of the same stack (bench/bare-app, built and served here).
 *
 *   npm start                  # in another terminal, or set BENCH_BASE_URL to a running site
 *   npm run bench:lighthouse
 *
 * Prints figures; it passes or fails nothing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const BASE = process.env.BENCH_BASE_URL ?? 'http://localhost:3000'
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const BARE_PORT = 3999
const PAGES = [
  ['en-in home', '/'],
  ['en-in product', '/export-factoring'],
  ['es-mx home', '/es-mx'],
  ['es-mx product', '/es-mx/export-factoring'],
  ['en-us home', '/en-us'],
  ['en-us product', '/en-us/enterprise'],
] as const

type Result = { scores: Record<string, number>; lcpMs: number; tbtMs: number; cls: number; scriptKb: number; failing: string[] }

async function audit(port: number, url: string): Promise<Result> {
  const runner = await lighthouse(url, { port, output: 'json', logLevel: 'error' })
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = runner.lhr
  const scripts = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] })?.items ?? []
  const failing = Object.values(categories)
    .filter((c) => c.id !== 'performance')
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0 && (audits[r.id]?.score ?? 1) < 1).map((r) => `${c.id}:${r.id}`))
  return {
    scores: Object.fromEntries(Object.values(categories).map((c) => [c.id, Math.round((c.score ?? 0) * 100)])),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptKb: scripts.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    failing,
  }
}

function startBareApp(): ChildProcess {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const build = spawnSync('../../node_modules/.bin/next', ['build'], { cwd: 'bench/bare-app', env, stdio: 'ignore' })
  if (build.status !== 0) throw new Error('Building bench/bare-app failed')
  return spawn('../../node_modules/.bin/next', ['start', '-p', String(BARE_PORT)], { cwd: 'bench/bare-app', env, stdio: 'ignore' })
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

async function main() {
  await waitFor(BASE).catch(() => {
    throw new Error(`No site at ${BASE}: run \`npm start\` first or set BENCH_BASE_URL.`)
  })
  const bare = startBareApp()
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    await waitFor(`http://localhost:${BARE_PORT}/`)
    const baseline = await audit(chrome.port, `http://localhost:${BARE_PORT}/`)
    const row = (name: string, r: Result) => {
      const s = r.scores
      console.log(
        `${name.padEnd(15)} ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s['best-practices']).padStart(4)}  ${String(s.seo).padStart(4)}  ${r.lcpMs.toFixed(0).padStart(7)} ${r.tbtMs.toFixed(0).padStart(7)}  ${r.cls.toFixed(3)}  ${r.scriptKb.toFixed(1).padStart(6)}  ${(r.scriptKb - baseline.scriptKb).toFixed(1).padStart(6)}`,
      )
      if (r.failing.length) console.log(`                failing: ${r.failing.join(', ')}`)
    }
    console.log('page            perf  a11y  best   seo   LCP ms  TBT ms    CLS   JS KB  JS over bare')
    row('bare page', baseline)
    for (const [name, path] of PAGES) {
      // The first load warms the page cache; the second is measured.
      await fetch(`${BASE}${path}`)
      row(name, await audit(chrome.port, `${BASE}${path}`))
    }
  } finally {
    await chrome.kill()
    bare.kill()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
