import { describe, expect, it } from 'vitest'
import { PAGES } from '../../scripts/seed/content/pages'
import { EDITIONS, editionPath, getEdition, type EditionCode } from '../../src/i18n/editions'
import { baseUrl } from '../setup/system'
import { openContext, useBrowser } from './browser'

const routes = PAGES.flatMap((page) =>
  (Object.keys(page.content) as EditionCode[]).map((edition) => ({ edition, path: page.path, hideHeader: page.hideHeader ?? false })),
)

describe('every seeded route in every edition', () => {
  const browser = useBrowser()

  it('covers the routes the editions must have', () => {
    const byEdition = (code: EditionCode) => routes.filter((r) => r.edition === code).map((r) => r.path)
    // Every route of the spec's table that is not a tool or a resource list, and the business-loan landing pages
    // that the footer links from the loan CMS's records.
    expect(byEdition('en-in').sort()).toEqual(
      [
        '/',
        '/export-factoring',
        '/export-factoring/purchase-order-financing',
        '/export-factoring/invoice-discounting-platform',
        '/export-factoring/termsheet',
        '/enterprise',
        '/enterprise/early-payment-discount',
        '/enterprise/vendor-financing-india',
        '/enterprise/channel-financing-india',
        '/business-loan',
        '/import-factoring',
        '/global-buyer',
        '/contact-us',
        '/partner-program',
        '/partnership',
        '/about-us',
        '/careers',
        '/compliance',
        '/thankyou-response',
        '/privacy-policy',
        '/terms-and-conditions',
        '/lead-magnet',
        '/india-mexico-connect',
        '/india-mexico-supplier',
        '/india-mexico-buyer',
        '/leadgen/export-financing-solution',
        '/leadgen/enterprise-financing-solution',
        '/freight-invoice-discounting-india',
        '/machinery-loans-for-exporters-india',
        '/invoice-discounting-for-smes',
        '/business-loans/gst-business-loan',
        '/business-loans/msme-loan',
        '/business-loans/working-capital-loan',
        '/business-loans/loan-for-exporters',
      ].sort(),
    )
    expect(byEdition('es-mx')).toEqual(
      expect.arrayContaining([
        '/',
        '/export-factoring',
        '/export-factoring/termsheet',
        '/import-factoring',
        '/india-mexico-connect',
        '/contact-us',
        '/about-us',
        '/partner-program',
        '/privacy-policy',
        '/terms-and-conditions',
        '/thankyou-response',
      ]),
    )
    expect(byEdition('en-us')).toEqual(
      expect.arrayContaining([
        '/',
        '/enterprise',
        '/enterprise/early-payment-discount',
        '/import-factoring',
        '/global-buyer',
        '/contact-us',
        '/about-us',
        '/careers',
        '/privacy-policy',
        '/thankyou-response',
      ]),
    )
  })

  it('answers 200 with header, footer, a unique title and the edition’s language, requesting nothing outside the site', async () => {
    const { context, page, outside } = await openContext(browser())
    const titles = new Map<string, string>()
    for (const route of routes) {
      const url = `${baseUrl()}${editionPath(route.edition, route.path)}`
      const response = await page.goto(url, { waitUntil: 'load' })
      expect(response?.status(), url).toBe(200)
      expect(await page.getAttribute('html', 'lang'), url).toBe(getEdition(route.edition).htmlLang)
      expect(await page.locator('header').count(), url).toBe(route.hideHeader ? 0 : 1)
      expect(await page.locator('footer').count(), url).toBe(1)
      expect(await page.locator('main h1').count(), url).toBe(1)
      const title = await page.title()
      expect(title, url).not.toBe('')
      expect(titles.get(title), `${url} repeats the title of ${titles.get(title)}`).toBeUndefined()
      titles.set(title, url)
    }
    expect(outside).toEqual([])
    await context.close()
    // One journey over every seeded route of the three editions: about 30 s alone, twice that beside another file.
  }, 180_000)

  it('lists the editions that publish a page as hreflang alternates, with x-default', async () => {
    const html = await (await fetch(`${baseUrl()}/es-mx/import-factoring`)).text()
    for (const edition of EDITIONS) expect(html).toContain(`hrefLang="${edition.htmlLang}"`)
    expect(html).toContain('hrefLang="x-default"')
    const indiaOnly = await (await fetch(`${baseUrl()}/business-loan`)).text()
    expect(indiaOnly).toContain('hrefLang="en-IN"')
    expect(indiaOnly).not.toContain('hrefLang="es-MX"')
  })
})

describe('missing pages', () => {
  const browser = useBrowser()
  const cases: [string, string, string][] = [
    ['/no-such-page', 'en-IN', 'Page not found'],
    ['/es-mx/no-existe', 'es-MX', 'Página no encontrada'],
    ['/en-us/missing/deeper', 'en-US', 'Page not found'],
    // Routes that exist in another edition only are this edition's 404.
    ['/en-us/export-factoring', 'en-US', 'Page not found'],
    ['/es-mx/business-loan', 'es-MX', 'Página no encontrada'],
  ]

  it.each(cases)('%s answers 404 with the localized not-found page', async (path, lang, heading) => {
    const { context, page } = await openContext(browser())
    const response = await page.goto(`${baseUrl()}${path}`)
    expect(response?.status()).toBe(404)
    // The server sends the page whole (scripts/lib/next-workarounds.ts); the browser shows it once React has hydrated it.
    const html = await response!.text()
    expect(html).toContain(`<title>${heading} | Northwind Trade Finance</title>`)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading)
    expect(await page.getAttribute('html', 'lang')).toBe(lang)
    expect(await page.title()).toContain(heading)
    expect(await page.locator('footer').count()).toBe(1)
    await context.close()
  })

  it('redirects the USA blogs path permanently to /blogs', async () => {
    const response = await fetch(`${baseUrl()}/en-us/blogs`, { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/blogs')
  })
})
