import { readFile } from 'node:fs/promises'
import { createTranslator } from 'next-intl'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MINIMUM_FILL_MS } from '../../src/features/lead-capture/forms/constants'
import { editionPath, EDITION_CODES, type EditionCode } from '../../src/i18n/editions'
import { MESSAGES } from '../../src/i18n/messages'
import { EDITION_DIAL, uniquePhone } from '../setup/lead-capture'
import { baseUrl, sql } from '../setup/system'
import { journey, MOBILE, useBrowser } from './browser'

/**
 * The shipment calculator in each edition: an estimate computed with and without script, ports found by name
 * and by UN/LOCODE, LCL and FCL loads on a lane the seeded rate cards cover (Nhava Sheva to New York), the
 * shared address reopening the estimate, the PDF, a lane no card covers, and "Email me this quote" storing the
 * lead.
 */

const browser = useBrowser()
const PATH = '/shipment-calculator'
const FCL = 'mode=fcl&from=INNSA&to=USNYC&ct=40GP&cn=2'
const NO_RATE = 'mode=fcl&from=INNSA&to=BRSSZ&ct=40GP&cn=1'
/** How each edition names New York's country (the reference data's own name is the short "US"). */
const NEW_YORK: Record<EditionCode, string> = {
  'en-in': 'New York (USNYC), United States',
  'es-mx': 'New York (USNYC), Estados Unidos',
  'en-us': 'New York (USNYC), United States',
}
const translator = (edition: EditionCode) => createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'ShipmentCalculator' })
const url = (edition: EditionCode, query = '') => `${baseUrl()}${editionPath(edition, PATH)}${query ? `?${query}` : ''}`

/** Runs a journey in a fresh context (with or without script) and checks the page requested nothing outside the site. */
/** A "did you mean" list, should the port's name fit several: the port with that code is chosen. */
async function chooseIfAsked(page: Page, edition: EditionCode, typed: string, locode: string) {
  const choices = page.getByRole('group', { name: translator(edition)('choices.portHeading', { text: typed }) })
  if ((await choices.count()) > 0)
    await choices
      .getByRole('link', { name: new RegExp(`\\(${locode}\\)`) })
      .first()
      .click()
}

/** The estimate region's total lines, as read by a visitor. */
async function totals(page: Page, t: (typeof MESSAGES)[EditionCode]['ShipmentCalculator']) {
  const table = page.getByRole('region', { name: t.result.heading }).getByRole('table', { name: t.result.linesCaption })
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${t.result.total} \\(`) }) })
    .allInnerTexts()
}

describe.each(EDITION_CODES)('the shipment calculator in %s', (edition) => {
  const t = MESSAGES[edition].ShipmentCalculator

  it('computes an FCL estimate without script from a port name and a code; the shared address and the PDF give it again', async () => {
    let shared = ''
    let shownTotals: string[] = []
    await journey(
      browser(),
      async (page) => {
        const response = await page.goto(url(edition))
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(t.title)
        await page.getByLabel(t.form.from, { exact: true }).fill('Nhava Sheva')
        await page.getByLabel(t.form.to, { exact: true }).fill('usnyc')
        await page.getByRole('radio', { name: t.form.modes.fcl }).check()
        await page.getByLabel(t.form.containerType).selectOption('40GP')
        await page.getByLabel(t.form.containerCount).fill('2')
        await page.getByLabel(t.form.incoterm).selectOption('FOB')
        await page.getByRole('button', { name: t.form.submit }).click()
        await page.waitForURL(/from=Nhava\+Sheva/)
        await chooseIfAsked(page, edition, 'Nhava Sheva', 'INNSA')

        const estimate = page.getByRole('region', { name: t.result.heading })
        await estimate.waitFor()
        await expect(estimate.getByText(t.result.badge, { exact: true }).count()).resolves.toBe(1)
        await expect(page.getByText(t.form.found.replace('{port}', '')).first().textContent()).resolves.toContain('(INNSA)')
        await expect(page.getByText(t.form.found.replace('{port}', '')).last().textContent()).resolves.toContain(NEW_YORK[edition])
        const table = estimate.getByRole('table', { name: t.result.linesCaption })
        expect(await table.getByRole('columnheader').allTextContents()).toEqual([
          t.result.columns.charge,
          t.result.columns.basis,
          t.result.columns.amount,
          t.result.columns.paidBy,
        ])
        expect(await table.locator('tbody').getByRole('rowheader').count()).toBeGreaterThan(0)
        shownTotals = await totals(page, t)
        expect(shownTotals.length).toBeGreaterThan(0)
        for (const term of [t.result.chargeable, t.result.distance, t.result.transit, t.result.emissions, t.result.validity])
          expect(await estimate.getByText(term, { exact: true }).count()).toBe(1)
        await expect(estimate.getByRole('heading', { name: t.result.sources }).count()).resolves.toBe(1)

        // The PDF link works without script too.
        const download = page.waitForEvent('download')
        await estimate.getByRole('link', { name: t.result.pdf }).click()
        const file = await download
        expect(file.suggestedFilename()).toBe(edition === 'es-mx' ? 'estimacion-envio-INNSA-USNYC.pdf' : 'shipment-estimate-INNSA-USNYC.pdf')
        const bytes = await readFile((await file.path())!)
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

        shared = (await estimate.getByRole('link', { name: t.result.share }).getAttribute('href'))!
        expect(shared).toBe(`${editionPath(edition, PATH)}?mode=fcl&from=INNSA&to=USNYC&ct=40GP&cn=2&inc=FOB`)
      },
      { script: false },
    )
    // Someone else opens the shared address: the same estimate.
    await journey(browser(), async (page) => {
      await page.goto(`${baseUrl()}${shared}`)
      await page.getByRole('region', { name: t.result.heading }).waitFor()
      expect(await totals(page, t)).toEqual(shownTotals)
      expect(await page.getByLabel(t.form.containerCount).inputValue()).toBe('2')
    })
  })

  it('suggests ports by name and by code in a combobox the keyboard drives, and computes an LCL estimate', async () => {
    await journey(browser(), async (page) => {
      await page.goto(url(edition))
      await page.getByLabel(t.form.from, { exact: true }).click()
      const from = page.getByRole('combobox', { name: t.form.from })
      await from.pressSequentially('Nhava', { delay: 30 })
      const fromList = page.getByRole('listbox', { name: t.form.suggestions }).first()
      await fromList.getByRole('option', { name: /\(INNSA\)/ }).waitFor()
      await expect(from.getAttribute('aria-expanded')).resolves.toBe('true')
      await from.press('ArrowDown')
      expect(await from.getAttribute('aria-activedescendant')).toBeTruthy()
      await from.press('Enter')
      await expect(from.inputValue()).resolves.toContain('(INNSA)')

      await page.getByLabel(t.form.to, { exact: true }).click()
      const to = page.getByRole('combobox', { name: t.form.to })
      await to.pressSequentially('USNYC', { delay: 30 })
      await page
        .getByRole('listbox', { name: t.form.suggestions })
        .getByRole('option', { name: /\(USNYC\)/ })
        .click()
      await expect(to.inputValue()).resolves.toBe(NEW_YORK[edition])

      await page.getByRole('radio', { name: t.form.modes.lcl }).check()
      // The FCL fields hide once LCL is chosen.
      expect(await page.getByLabel(t.form.containerType).isVisible()).toBe(false)
      const row = page.getByRole('group', { name: t.form.packageRow.replace('{row}', '1') })
      await row.getByLabel(t.form.count).fill('4')
      await row.getByLabel(t.form.length).fill('120')
      await row.getByLabel(t.form.width).fill('80')
      await row.getByLabel(t.form.height).fill('100')
      await row.getByLabel(t.form.weight).fill('350')

      await page.getByLabel(t.form.hs, { exact: false }).click()
      const hs = page.getByRole('combobox', { name: new RegExp(t.form.hs) })
      await hs.pressSequentially('8471', { delay: 30 })
      await page.getByRole('listbox', { name: t.form.suggestions }).getByRole('option').first().click()
      await expect(hs.inputValue()).resolves.toMatch(/^8471/)

      await page.getByRole('button', { name: t.form.submit }).click()
      // The chosen ports post their codes (the form's fields come in page order: from, to, mode, …).
      await page.waitForURL(
        (address) => address.searchParams.get('mode') === 'lcl' && address.searchParams.get('from') === 'INNSA' && address.searchParams.get('to') === 'USNYC',
      )
      const estimate = page.getByRole('region', { name: t.result.heading })
      await estimate.waitFor()
      await expect(estimate.textContent()).resolves.toContain('W/M')
      expect((await totals(page, t)).length).toBeGreaterThan(0)
    })
  })

  it('adds a package row and shows clear messages for impossible cargo, without script', async () => {
    await journey(
      browser(),
      async (page) => {
        await page.goto(url(edition, 'mode=lcl&from=INNSA&to=USNYC'))
        expect(await page.getByRole('group', { name: t.form.packageRow.replace('{row}', '4') }).count()).toBe(0)
        await page.getByRole('button', { name: t.form.addRow }).click()
        await page.getByRole('group', { name: t.form.packageRow.replace('{row}', '4') }).waitFor()
        const row = page.getByRole('group', { name: t.form.packageRow.replace('{row}', '1') })
        await row.getByLabel(t.form.count).fill('1')
        await row.getByLabel(t.form.length).fill('abc')
        await row.getByLabel(t.form.width).fill('80')
        await row.getByLabel(t.form.height).fill('100')
        await row.getByLabel(t.form.weight).fill('350')
        await page.getByRole('button', { name: t.form.submit }).click()
        await page.getByRole('heading', { name: translator(edition)('errors.summary', { count: 1 }) }).waitFor()
        await expect(row.getByText(t.errors.number).count()).resolves.toBe(1)
        expect(await row.getByLabel(t.form.length).getAttribute('aria-invalid')).toBe('true')

        // A package larger than any container: refused with a message on its row, never a figure.
        await row.getByLabel(t.form.length).fill('1500')
        await row.getByLabel(t.form.width).fill('400')
        await row.getByLabel(t.form.height).fill('400')
        await page.getByRole('button', { name: t.form.submit }).click()
        await page.waitForURL(/p1l=1500/)
        expect(await row.getByLabel(t.form.length).getAttribute('aria-invalid')).toBe('true')
        expect(await page.getByRole('region', { name: t.result.heading }).count()).toBe(0)
      },
      { script: false, viewport: MOBILE },
    )
  })

  it('offers a quote request instead of a figure where no rate card covers the lane', async () => {
    await journey(browser(), async (page) => {
      await page.goto(url(edition, NO_RATE))
      await page.getByRole('region', { name: t.noRate.heading }).waitFor()
      expect(await page.getByRole('region', { name: t.result.heading }).count()).toBe(0)
      expect(await page.getByRole('table').count()).toBe(0)
      await page.getByRole('region', { name: t.email.requestHeading }).scrollIntoViewIfNeeded()
      await page.getByRole('button', { name: t.email.requestSubmit }).waitFor()
    })
  })

  it('emails the quote: the lead is stored with the estimate and the PDF is queued for the visitor', async () => {
    const lf = MESSAGES[edition].LeadForms
    const email = `quote-${edition}-${Date.now()}@rao-exports.example`
    await journey(browser(), async (page) => {
      await page.goto(url(edition, FCL))
      const section = page.getByRole('region', { name: t.email.heading })
      await section.scrollIntoViewIfNeeded()
      await section.getByLabel(lf.fields.name).fill('Asha Rao')
      await section.getByLabel(lf.fields.email).fill(email)
      await section.getByLabel(lf.fields.phone).fill(uniquePhone(EDITION_DIAL[edition]))
      await section.getByLabel(lf.fields.company).fill('Rao Exports')
      await page.waitForTimeout(MINIMUM_FILL_MS)
      await section.getByRole('button', { name: t.email.submit }).click()
      await expect
        .poll(async () => ((await section.getByText(t.email.sent).count()) > 0 ? 'sent' : await section.getByRole('alert').allInnerTexts()), {
          timeout: 30_000,
        })
        .toBe('sent')
      // The visitor stays with the estimate.
      expect(page.url()).toContain(`${editionPath(edition, PATH)}?${FCL}`)
    })
    const [lead] = await sql<{ id: number; form_type: string; edition: string; details: { quoteQuery: string; quote: { total: number } } }>(
      'SELECT id, form_type, edition, details FROM leads WHERE email = $1',
      [email],
    )
    expect(lead).toMatchObject({ form_type: 'ShipmentQuote', edition, details: { quoteQuery: FCL } })
    expect(lead!.details.quote.total).toBeGreaterThan(0)
    await expect
      .poll(
        async () =>
          (
            await sql<{ n: string }>(`SELECT count(*) AS n FROM outbox_messages WHERE reference = $1 AND purpose = 'shipment-quote' AND "to" = $2`, [
              `lead-${lead!.id}`,
              email,
            ])
          )[0]!.n,
        { timeout: 30_000 },
      )
      .toBe('1')
  })
})

describe('the calculator page', () => {
  it('shows the value-based fees of a quote with a cargo value, with the dates their sources give (a regulation, a year)', async () => {
    for (const edition of EDITION_CODES) {
      const response = await fetch(url(edition, `${FCL}&value=5000000&inc=CIF&hs=8471`))
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('Harbor Maintenance Fee')
      expect(html).toContain('current regulation (19 CFR 24.24)')
    }
  })

  it('has its localized title, hreflang alternates, and is indexed only without inputs', async () => {
    const page = await (await fetch(url('es-mx'))).text()
    expect(page).toContain(`<title>${MESSAGES['es-mx'].ShipmentCalculator.metaTitle} | Northwind Trade Finance</title>`)
    for (const lang of ['en-IN', 'es-MX', 'en-US']) expect(page).toMatch(new RegExp(`hrefLang="${lang}"`, 'i'))
    expect(page).not.toContain('noindex')
    expect(await (await fetch(url('en-us', FCL))).text()).toContain('noindex')
  })
})
