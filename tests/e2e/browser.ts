import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { requireChromium } from '../../scripts/lib/chromium'
import { ADMIN, baseUrl } from '../setup/system'

/**
 * Flags that keep headless Chromium from calling home on a machine without internet, and resolve no host but this
 * machine's, so a page's request outside the site fails at once (tests record such requests: openContext).
 */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]

export const DESKTOP = { width: 1280, height: 900 }
export const MOBILE = { width: 390, height: 844 }

/**
 * One headless Chromium for the test file, closed after it: the headless shell, or the full browser for a file that
 * uses the Push API (scripts/lib/chromium.ts).
 */
export function useBrowser({ pushApi = false } = {}): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: requireChromium(pushApi ? 'full' : 'headless-shell'), args: ARGS })
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('The browser is not started')
    return browser
  }
}

function isLocal(url: string) {
  const { protocol, hostname } = new URL(url)
  return protocol === 'data:' || protocol === 'blob:' || hostname === 'localhost' || hostname === '127.0.0.1'
}

/**
 * A fresh context (no storage shared with other tests) whose requests outside localhost are recorded (and fail:
 * the browser resolves no outside host), so a test can assert that a page reaches nothing outside the site. They
 * are watched rather than routed: routing every request would turn off the browser's HTTP cache, and with it the
 * compiled-script cache, so each page would fetch and compile every script again.
 */
export async function openContext(
  browser: Browser,
  viewport = DESKTOP,
  /** More context options, e.g. `{ javaScriptEnabled: false }` for a journey without script. */
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; outside: string[] }> {
  const context = await browser.newContext({ viewport, hasTouch: viewport === MOBILE, ...options })
  const outside: string[] = []
  context.on('request', (request) => {
    if (!isLocal(request.url())) outside.push(request.url())
  })
  const page = await context.newPage()
  if (options.javaScriptEnabled !== false) resolveOnceHydrated(page)
  return { context, page, outside }
}

/** Whether React has started hydrating the page (or it is not a page of Next's, which hydrate). */
function isHydrating(): boolean {
  if (!('__next_f' in window)) return true
  return Object.keys(document.body ?? {}).some((key) => key.startsWith('__reactFiber$'))
}

/**
 * Makes `goto` and `reload` resolve once React is hydrating the page, as a visitor's first tap would find it:
 * Next's scripts are async, so the load event can come before React runs. From then on React handles a click
 * itself, hydrating the part it lands on first.
 */
function resolveOnceHydrated(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    page[method] = (async (...args: unknown[]) => {
      const response = await navigate(...args)
      if (response?.headers()['content-type']?.startsWith('text/html')) await page.waitForFunction(isHydrating)
      return response
    }) as Page['goto'] & Page['reload']
  }
}

/**
 * Runs a journey in a fresh context that accepts downloads, with or without script, and asserts that it reached
 * nothing outside the site.
 */
export async function journey(
  browser: Browser,
  run: (page: Page) => Promise<void>,
  { script = true, viewport }: { script?: boolean; viewport?: typeof MOBILE } = {},
) {
  const { context, page, outside } = await openContext(browser, viewport, { javaScriptEnabled: script, acceptDownloads: true })
  try {
    await run(page)
    expect(outside).toEqual([])
  } finally {
    await context.close()
  }
}

/** Signs the seeded admin in through the admin's login form; answers the login page's response. */
export async function signInToAdmin(page: Page) {
  const login = await page.goto(`${baseUrl()}/admin/login`, { waitUntil: 'networkidle' })
  await page.getByLabel(/email/i).fill(ADMIN.email)
  await page.getByLabel(/password/i).fill(ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  await page.waitForURL(/\/admin$/)
  return login
}
