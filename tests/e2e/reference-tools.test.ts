import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { REFERENCE_TOOLS } from '../../src/lib/routes/reference-tools'
import { editionPath, type EditionCode } from '../../src/i18n/editions'
import { MESSAGES } from '../../src/i18n/messages'
import { navigationHrefs } from '../setup/navigation-links'
import { baseUrl } from '../setup/system'
import { MOBILE, openContext, useBrowser } from './browser'

const browser = useBrowser()
const text = (edition: EditionCode) => MESSAGES[edition].ReferenceTools
/** The address of a path (with its query, which editionPath leaves out) in an edition. */
const url = (edition: EditionCode, path: string) => {
  const [pathname, query] = path.split('?')
  return `${baseUrl()}${editionPath(edition, pathname!)}${query ? `?${query}` : ''}`
}

/** Runs a journey in a fresh context and checks the page requested nothing outside the site. */
async function journey(run: (page: Page) => Promise<void>, viewport?: typeof MOBILE) {
  const { context, page, outside } = await openContext(browser(), viewport)
  try {
    await run(page)
    expect(outside).toEqual([])
  } finally {
    await context.close()
  }
}

describe.each(REFERENCE_TOOLS.hsn.editions)('HSN code finder in %s', (edition) => {
  const t = text(edition)

  it('suggests codes as the visitor types, in a combobox the keyboard drives, and opens the chosen code', async () => {
    await journey(async (page) => {
      await page.goto(url(edition, '/hsn-code'))
      const box = page.getByRole('combobox', { name: t.hsn.searchLabel })
      await box.pressSequentially('vannamei shrimp', { delay: 20 })
      const list = page.getByRole('listbox', { name: t.hsn.suggestions })
      await list.waitFor()
      await expect(box.getAttribute('aria-expanded')).resolves.toBe('true')
      const options = list.getByRole('option')
      await expect(options.first().locator('mark').count()).resolves.toBeGreaterThan(0)
      expect(await list.getByRole('group').count()).toBeGreaterThan(0)

      await box.press('ArrowDown')
      const first = options.first()
      await expect(first.getAttribute('aria-selected')).resolves.toBe('true')
      expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
      await box.press('Escape')
      await expect(box.getAttribute('aria-expanded')).resolves.toBe('false')

      await box.press('ArrowDown')
      await expect(first.getAttribute('aria-selected')).resolves.toBe('true')
      await box.press('Enter')
      await page.waitForURL(/\/hsn-code\/03061720$/)
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(t.hsn.codeTitle.replace('{code}', '0306.17.20'))
    })
  })

  it('searches without script through the form, grouped by chapter with the words marked', async () => {
    const { context, page, outside } = await openContext(browser(), undefined, { javaScriptEnabled: false })
    await page.goto(url(edition, '/hsn-code'))
    await page.getByRole('combobox', { name: t.hsn.searchLabel }).fill('shrimps')
    await page.getByRole('button', { name: t.common.searchButton }).click()
    await page.waitForURL(/\?q=shrimps/)
    const results = page.getByRole('region', { name: t.hsn.resultsHeading })
    await expect(results.getByRole('heading', { level: 3 }).first().textContent()).resolves.toMatch(/^\S+ 03: /)
    expect(await results.locator('mark').count()).toBeGreaterThan(0)
    expect(await results.getByRole('link').first().getAttribute('href')).toMatch(/\/hsn-code\/\d{4,8}$/)
    expect(outside).toEqual([])
    await context.close()
  })

  it('browses a section to a chapter page listing its headings with counts', async () => {
    await journey(async (page) => {
      await page.goto(url(edition, '/hsn-code'))
      await page.getByText(t.hsn.section.replace('{id}', 'I'), { exact: true }).click()
      await page.getByRole('link', { name: new RegExp(`^${t.hsn.chapterLink.replace('{chapter}', '03')}`) }).click()
      await page.waitForURL(/\/hsn-code\/chapter\/3$/)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/03: Fish/)
      const headings = page.getByRole('region', { name: t.hsn.headingsHeading })
      await expect(headings.getByRole('link', { name: /^0306/ }).textContent()).resolves.toMatch(/\d+/)
    })
  })

  it('shows a code page with its classification, digits, HS 2022 wording and the finance offer', async () => {
    await journey(async (page) => {
      const response = await page.goto(url(edition, '/hsn-code/0306.17.20'))
      expect(response?.status()).toBe(200)
      expect(page.url()).toBe(url(edition, '/hsn-code/03061720'))
      expect(await page.title()).toContain('0306.17.20')
      const classification = page.getByRole('navigation', { name: t.hsn.breadcrumb })
      for (const name of [`${t.hsn.levels.section} I`, `${t.hsn.levels.chapter} 03`, `${t.hsn.levels.heading} 0306`, `${t.hsn.levels.subheading} 0306.17`]) {
        expect(await classification.getByRole('link', { name, exact: true }).count(), name).toBe(1)
      }
      const digits = page.getByRole('region', { name: t.hsn.digitsHeading })
      expect(await digits.getByRole('rowheader').allTextContents()).toEqual(['03', '06', '17', '20'])
      const descriptions = page.getByRole('region', { name: t.hsn.descriptionsHeading })
      await expect(descriptions.textContent()).resolves.toContain('Vannamei Shrimp')
      await expect(descriptions.textContent()).resolves.toContain(t.hsn.hsDescription.replace('{code}', '0306.17'))
      const siblings = page.getByRole('region', { name: t.hsn.siblingsHeading.replace('{code}', '0306.17') })
      expect(await siblings.getByRole('link').count()).toBeGreaterThan(3)
      expect(await page.getByRole('link', { name: t.hsn.ctaButton }).getAttribute('href')).toBe('#get-financed')
      const official = await page.getByText(t.common.officialEnglish).count()
      expect(official).toBe(edition === 'es-mx' ? 1 : 0)
    })
  })

  it('says a legacy code is legacy and points to current codes', async () => {
    await journey(async (page) => {
      await page.goto(url(edition, '/hsn-code/01011010'))
      const notice = page.getByRole('region', { name: t.hsn.legacyTitle.replace('{code}', '0101.10.10') })
      expect(await notice.getByRole('link').count()).toBeGreaterThan(0)
    })
  })

  it('opens headings and subheadings as their own pages', async () => {
    await journey(async (page) => {
      await page.goto(url(edition, '/hsn-code/0306'))
      const children = page.getByRole('region', { name: t.hsn.childrenHeading.replace('{code}', '0306') })
      await children.getByRole('link', { name: /^0306\.17/ }).click()
      await page.waitForURL(/\/hsn-code\/030617$/)
      expect(
        await page
          .getByRole('region', { name: t.hsn.childrenHeading.replace('{code}', '0306.17') })
          .getByRole('link', { name: /^0306\.17\.20/ })
          .count(),
      ).toBe(1)
    }, MOBILE)
  })

  // The server sends the not-found page whole (tests/e2e/routes.test.ts follows one into the browser).
  it('answers 404 with the edition’s not-found page for codes and chapters that do not exist', async () => {
    for (const path of ['12ab', '123456789', '03069999', 'chapter/100', 'chapter/x', 'chapter/0']) {
      const response = await fetch(url(edition, `/hsn-code/${path}`))
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain(`>${MESSAGES[edition].NotFound.title}</h1>`)
    }
  })
})

describe('editions that do not list a tool', () => {
  it('answer 404 for it', async () => {
    for (const path of ['/en-us/hsn-code', '/en-us/hsn-code/03061720', '/en-us/hsn-code/chapter/3']) {
      expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(404)
    }
  })
})

describe.each(REFERENCE_TOOLS.hts.editions)('HTS code lookup in %s', (edition) => {
  const t = text(edition)

  it('finds lines by number, keeping the hierarchy and the rates', async () => {
    await journey(async (page) => {
      await page.goto(url(edition, '/hts-code'))
      await expect(page.getByText(t.hts.revision.replace('{version}', 'HTSUS 2026 Revision 4')).count()).resolves.toBe(1)
      await page.getByRole('searchbox', { name: t.hts.searchLabel }).fill('0201.10')
      await page.getByRole('button', { name: t.common.searchButton }).click()
      const table = page.getByRole('table')
      await table.waitFor()
      const header = await table.getByRole('columnheader').allTextContents()
      expect(header).toEqual(Object.values(t.hts.columns))
      expect(await table.getByRole('rowheader', { name: '0201.10.50' }).count()).toBeGreaterThan(0)
    })
  })

  it('fits a phone screen: each line a card, nothing scrolls sideways', async () => {
    await journey(async (page) => {
      await page.goto(url(edition, '/hts-code?q=0201.10'))
      expect(await page.getByRole('table').getByRole('rowheader', { name: '0201.10.50', exact: true }).isVisible()).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
      // The table's box does not scroll inside its frame either.
      const frame = await page.locator('table').evaluate((table) => ({ scroll: table.parentElement!.scrollWidth, client: table.parentElement!.clientWidth }))
      expect(frame.scroll).toBeLessThanOrEqual(frame.client)
    }, MOBILE)
  })

  it('finds lines by words, warns of Chapter 99 duties on a line citing them with a link to the heading, and downloads CSV', async () => {
    await journey(async (page) => {
      await page.goto(url(edition, `/hts-code?q=${encodeURIComponent('"carcasses and half-carcasses" -veal')}`))
      const words = page.getByRole('table')
      expect(await words.getByRole('rowheader', { name: '0201.10', exact: true }).count()).toBe(1)
      expect(await words.locator('mark').count()).toBeGreaterThan(0)
      // Each run of lines under one heading follows its path, shown once above them.
      const paths = await words.locator('th[scope="rowgroup"]').allTextContents()
      expect(paths.length).toBeGreaterThan(0)
      expect(paths.filter((path, i) => path === paths[i - 1])).toEqual([])
      // The beef line under 0201.10 cites Chapter 99 quota headings.
      await page.goto(url(edition, '/hts-code?q=0201.10.50'))
      const warning = page.getByRole('note').filter({ hasText: t.hts.chapter99 }).first()
      await warning.getByRole('link', { name: '9919.02.01' }).click()
      await page.waitForURL(/\/hts-code\?q=9919\.02\.01$/)
      expect(await page.getByRole('table').getByRole('rowheader', { name: '9919.02.01', exact: true }).count()).toBe(1)

      const download = page.waitForEvent('download')
      await page.getByRole('link', { name: t.hts.download }).click()
      const file = await download
      expect(file.suggestedFilename()).toBe('hts-9919-02-01.csv')
    })
    const csv = await fetch(`${baseUrl()}/api/hts/search.csv?q=${encodeURIComponent('0201.10')}`)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await csv.text()).split('\r\n')
    expect(lines[0]).toMatch(/^hts_number,stat_suffix,indent,description,/)
    expect(lines.some((line) => line.startsWith('0201.10.50,'))).toBe(true)
  })
})

describe('tool pages', () => {
  it('have unique localized titles and hreflang alternates for the editions that list them', async () => {
    const hsn = await (await fetch(`${baseUrl()}/es-mx/hsn-code`)).text()
    expect(hsn).toContain(`<title>${text('es-mx').hsn.metaTitle} | Northwind Trade Finance</title>`)
    expect(hsn).toContain('hrefLang="en-IN"')
    expect(hsn).not.toContain('hrefLang="en-US"')
    const hts = await (await fetch(`${baseUrl()}/en-us/hts-code`)).text()
    for (const lang of ['en-IN', 'es-MX', 'en-US']) expect(hts).toContain(`hrefLang="${lang}"`)
  })

  it('are linked from the menus of the editions that list them', async () => {
    const menu = async (path: string) => navigationHrefs(await (await fetch(`${baseUrl()}${path}`)).text())
    expect(await menu('/')).toContain('/hsn-code')
    const usa = await menu('/en-us')
    expect(usa).toContain('/en-us/hts-code')
    expect(usa).not.toContain('/en-us/hsn-code')
    expect(await menu('/es-mx')).toContain('/es-mx/hsn-code')
  })
})
