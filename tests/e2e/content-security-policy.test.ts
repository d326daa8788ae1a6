import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REFERENCE_TOOLS } from '../../src/lib/routes/reference-tools'
import { hasSection } from '../../src/lib/routes/resources'
import { EDITION_CODES, editionPath, type EditionCode } from '../../src/i18n/editions'
import { MESSAGES } from '../../src/i18n/messages'
import { codeFromOutbox, context as leadContext, EDITION_DIAL, post, uniquePhone } from '../setup/lead-capture'
import { baseUrl, sql, waitFor } from '../setup/system'
import { openContext, signInToAdmin, useBrowser } from './browser'

const browser = useBrowser()

/**
 * A fresh context whose frames report every Content-Security-Policy violation, from the page's own
 * `securitypolicyviolation` events and from the console (where the browser also reports what a frame's policy
 * refused, such as being framed).
 */
async function watchedContext(): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const { context, page } = await openContext(browser())
  const violations: string[] = []
  await context.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text))
  await context.addInitScript(() => {
    const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
    window.addEventListener('securitypolicyviolation', (e) => report(`${e.documentURI}: ${e.effectiveDirective} refused ${e.blockedURI || 'inline'}`), true)
  })
  const watch = (target: Page) =>
    target.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text())
    })
  watch(page)
  context.on('page', watch)
  return { context, page, violations }
}

const url = (edition: EditionCode, path: string) => {
  const [pathname, query] = path.split('?')
  return `${baseUrl()}${editionPath(edition, pathname!)}${query ? `?${query}` : ''}`
}

/** Opens an address, waits until the page has hydrated and settled, and checks the policy came with it: whole in the header, narrowed to the configured third parties in the meta element. */
async function visit(page: Page, address: string, expectedStatus = 200) {
  const response = await page.goto(address, { waitUntil: 'networkidle' })
  expect(response?.status(), address).toBe(expectedStatus)
  const header = response?.headers()['content-security-policy']
  for (const part of ["default-src 'self'", "frame-ancestors 'none'", 'report-uri /api/csp-reports']) expect(header, address).toContain(part)
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'), address).toMatch(/^script-src 'self' /)
}

/** The first item a list page links to. */
async function firstItem(page: Page, listAddress: string): Promise<string> {
  const prefix = `${new URL(listAddress).pathname}/`
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  const item = hrefs.find((h) => h.startsWith(prefix) && !h.includes('/category/') && !h.includes('?'))
  if (!item) throw new Error(`${listAddress} lists nothing`)
  return `${baseUrl()}${item}`
}

describe.each(EDITION_CODES)('the Content-Security-Policy in %s', (edition) => {
  it('comes with every page type and blocks nothing the pages use', async () => {
    const { context, page, violations } = await watchedContext()
    const pages = ['/', '/import-factoring', '/interest-calculator', '/shipment-calculator', '/hts-code?q=0201.10']
    if ((REFERENCE_TOOLS.hsn.editions as readonly EditionCode[]).includes(edition)) pages.push('/hsn-code', '/hsn-code/01011010')
    for (const path of pages) await visit(page, url(edition, path))

    const lists = [...(hasSection(edition, 'blogs') ? ['/blogs'] : []), '/events']
    for (const list of lists) {
      await visit(page, url(edition, list))
      await visit(page, await firstItem(page, url(edition, list)))
    }
    await visit(page, url(edition, '/no-such-page'), 404)

    // The player is framed from the provider only after the click; the request itself is blocked by the test.
    await visit(page, url(edition, '/videos'))
    await visit(page, await firstItem(page, url(edition, '/videos')))
    await page.locator('[data-video-facade]').click()
    await page.locator('main iframe').waitFor()
    await page.waitForTimeout(500)

    expect(violations).toEqual([])
    await context.close()
  })

  it('lets the lead form solve its captcha and send a code', async () => {
    const t = MESSAGES[edition].LeadForms
    const { context, page, violations } = await watchedContext()
    await visit(page, url(edition, '/about-us'))
    const panel = page.locator('#get-financed')
    await panel.scrollIntoViewIfNeeded()
    await panel.getByLabel(t.fields.financeAmt).fill('2500000')
    const phone = uniquePhone(EDITION_DIAL[edition])
    await panel.getByLabel(t.fields.phone).fill(phone)
    await panel.getByRole('button', { name: t.otp.send }).click()
    // A code in the outbox means the captcha (solved in blob: workers) was accepted.
    expect(await codeFromOutbox({ to: `${EDITION_DIAL[edition]}${phone}` })).toMatch(/^\d{6}$/)
    expect(violations).toEqual([])
    await context.close()
  })
})

describe('the admin', () => {
  it('has its own policy, and its live preview frames a draft page without a violation', async () => {
    const { context, page, violations } = await watchedContext()
    const login = await signInToAdmin(page)
    expect(login?.headers()['content-security-policy']).toContain("frame-src 'self'")

    const [post] = await sql<{ id: number }>(
      "SELECT p.id FROM posts p JOIN posts_locales l ON l._parent_id = p.id AND l._locale = 'en-in' WHERE p.kind = 'blog' AND l.slug IS NOT NULL ORDER BY p.id LIMIT 1",
    )
    await page.goto(`${baseUrl()}/admin/collections/posts/${post!.id}`, { waitUntil: 'networkidle' })
    await page.locator('#live-preview-toggler').click()
    const preview = page.frameLocator('iframe').first()
    await preview.locator('main h1').waitFor({ timeout: 30_000 })

    expect(violations).toEqual([])
    await context.close()
  })

  it('shows a lead’s form-specific fields in its JSON editor, loaded from the site without a request outside it', async () => {
    const partner = await post('/api/forms/partner-program', {
      name: 'Asha Rao',
      email: 'asha@partner.example',
      phoneNumber: uniquePhone(),
      countryCode: '+91',
      company: 'Rao Consulting',
      partnerType: 'consultant',
      ...leadContext('/partner-program'),
    })
    expect(partner.status).toBe(200)
    const { context, page, violations } = await watchedContext()
    const outside: string[] = []
    context.on('request', (request) => {
      if (!/^(data|blob):/.test(request.url()) && new URL(request.url()).origin !== baseUrl()) outside.push(request.url())
    })
    await signInToAdmin(page)
    await page.goto(`${baseUrl()}/admin/collections/leads/${partner.json!.result!.leadId}`)
    // Monaco writes spaces as no-break spaces.
    const shown = () =>
      page
        .locator('#field-details .monaco-editor .view-lines')
        .innerText()
        .then((text) => text.replaceAll('\u00a0', ' '))
    await expect.poll(shown, { timeout: 30_000 }).toContain('"partnerType": "consultant"')
    expect(outside).toEqual([])
    expect(violations).toEqual([])
    await context.close()
  })
})

describe('violation reports', () => {
  it('reach the staff’s Policy violations when a page’s policy refuses a script, without the addresses’ queries', async () => {
    const { context, page } = await openContext(browser())
    await page.goto(url('es-mx', '/about-us?utm_source=probe'), { waitUntil: 'networkidle' })
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.src = 'https://refused.example/probe.js?visitor=secret'
      document.head.append(script)
    })
    const [row] = await waitFor(async () => {
      const rows = await sql<{ directive: string; page: string; count: string }>(
        "SELECT directive, page, count FROM csp_violations WHERE blocked = 'https://refused.example/probe.js'",
      )
      return rows.length ? rows : undefined
    })
    expect(row).toMatchObject({ directive: 'script-src-elem', page: '/es-mx/about-us' })
    await context.close()
  })
})
