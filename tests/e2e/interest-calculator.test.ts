import { readFile } from 'node:fs/promises'
import { createTranslator } from 'next-intl'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatFixed, formatInput, formatMoney } from '../../src/features/calculators/interest/format'
import { DEFAULT_FEE_TAX_PERCENT } from '../../src/features/calculators/interest/full-cost'
import { formatFullCostRate } from '../../src/features/calculators/interest/key-facts'
import { calculateEarlyPaymentDiscount, calculateInvoiceFinance, calculateLoanEmi } from '../../src/features/calculators/interest/service'
import { editionPath, EDITION_CODES, formatDate, getEdition, type EditionCode } from '../../src/i18n/editions'
import { MESSAGES } from '../../src/i18n/messages'
import { readPdfText } from '../setup/pdf-text'
import { baseUrl } from '../setup/system'
import { journey, MOBILE, useBrowser } from './browser'

/**
 * The interest calculator in each edition: each mode computed with and without script, the payment term by
 * dates, the shared address reopening the result, the CSV and PDF downloads, field errors, and a phone screen.
 * Expected figures come from the same pure modules the server uses, formatted the edition's way.
 */

const browser = useBrowser()
const PATH = '/interest-calculator'
const translator = (edition: EditionCode) => createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'InterestCalculator' })
const url = (edition: EditionCode, query = '') => `${baseUrl()}${editionPath(edition, PATH)}${query ? `?${query}` : ''}`

/** Inputs no edition uses as its example, so a result on screen is the one computed from them. */
const INVOICE = { invoiceAmount: '250000', advancePercent: '85', annualRatePercent: '11.5', days: '75', feePercent: '0.75' }
const LOAN = { principal: '750000', annualRatePercent: '10.5', months: '18', processingFeePercent: '1.5' }
const DISCOUNT = { discountPercent: '2', discountDays: '10', netDays: '30', costOfFundsPercent: '12' }

function ok<T>(parsed: { ok: true; data: T } | { ok: false }): T {
  if (!parsed.ok) throw new Error('expected the inputs to be accepted')
  return parsed.data
}

/** Runs a journey in a fresh context (with or without script) and checks the page requested nothing outside the site. */
/**
 * Opens a calculator page; with script, once the network is idle, so that the client island has hydrated
 * before the form is used (a click before that would submit the form the no-script way).
 */
function open(page: Page, address: string, script: boolean) {
  return page.goto(address, { waitUntil: script ? 'networkidle' : 'load' })
}

/** The result region's text (no-break spaces made plain), once it holds `expected`. */
async function resultShows(result: Locator, expected: string) {
  await expect
    .poll(async () => ((await result.textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' '), { timeout: 15_000 })
    .toContain(expected.replace(/[\u00a0\u202f]/g, ' '))
}

describe.each(EDITION_CODES)('interest calculator in %s', (edition) => {
  const t = translator(edition)
  const currency = getEdition(edition).currency
  const basis = edition === 'en-in' ? 365 : 360
  const result = (page: Page) => page.getByRole('region', { name: t('results.heading'), exact: true })
  const field = (page: Page, label: string) => page.getByRole('spinbutton', { name: label, exact: true })
  const money = (minor: number) => formatMoney(edition, minor)

  async function fillInvoice(page: Page) {
    await field(page, t('form.invoiceAmount', { currency })).fill(INVOICE.invoiceAmount)
    await field(page, t('form.advancePercent')).fill(INVOICE.advancePercent)
    await field(page, t('form.annualRatePercent')).fill(INVOICE.annualRatePercent)
    await field(page, t('form.days')).fill(INVOICE.days)
    await field(page, t('form.feePercent')).fill(INVOICE.feePercent)
  }

  for (const script of [true, false]) {
    const how = script ? 'with script' : 'without script'

    it(`works out an invoice's finance cost ${how}, preselecting the edition's day-count basis, and the shared address reopens it`, async () => {
      const expected = ok(calculateInvoiceFinance(INVOICE, edition)).figures
      let shared = ''
      await journey(
        browser(),
        async (page) => {
          const response = await open(page, url(edition), script)
          expect(response?.status()).toBe(200)
          const nav = page.getByRole('navigation', { name: t('modesLabel') })
          expect(await nav.getByRole('link', { name: t('modes.invoice') }).getAttribute('aria-current')).toBe('page')
          expect(await page.getByRole('radio', { name: t(basis === 365 ? 'form.dayCount365' : 'form.dayCount360') }).isChecked()).toBe(true)
          await fillInvoice(page)
          await page.getByRole('button', { name: t('form.submit'), exact: true }).click()
          await page.waitForURL(/invoiceAmount=250000/)
          const region = result(page)
          await resultShows(region, money(expected.netToday))
          for (const minor of [expected.advance, expected.interest, expected.fees, expected.balanceAtMaturity, expected.totalCost])
            await resultShows(region, money(minor))
          await resultShows(region, `${formatFixed(edition, expected.effectiveAnnualRatePercent)}%`)
          await resultShows(region, formatFixed(edition, expected.costPer100))
          // The fee's tax (the edition's, prefilled; none in the USA) is deducted too, and the APR or CAT is shown.
          if (expected.feeTax > 0) await resultShows(region, money(expected.feeTax))
          await resultShows(region, `${t('results.invoice.apr')}${formatFullCostRate(edition, expected.cost)}`)
          // The formula with the visitor's numbers.
          await resultShows(region, `${money(expected.advance)} × ${formatInput(edition, 11.5)}% × 75 ÷ ${basis} = ${money(expected.interest)}`)
          expect(await page.getByText(t('results.example')).count()).toBe(0)
          shared = page.url()
          if (script)
            expect(new URL(shared).search).toBe(
              `?mode=invoice&invoiceAmount=250000&advancePercent=85&annualRatePercent=11.5&term=days&days=75&feePercent=0.75&feeTaxPercent=${DEFAULT_FEE_TAX_PERCENT[edition]}&dayCount=${basis}`,
            )
        },
        { script },
      )
      // The address alone brings the same result and the same inputs back, in a fresh browser without script.
      await journey(
        browser(),
        async (page) => {
          await page.goto(shared)
          await resultShows(result(page), money(expected.netToday))
          expect(await field(page, t('form.annualRatePercent')).inputValue()).toBe('11.5')
          expect(await field(page, t('form.days')).inputValue()).toBe('75')
        },
        { script: false },
      )
    })

    it(`takes the invoice and due dates instead of days ${how}`, async () => {
      const params = { ...INVOICE, days: undefined, invoiceDate: '2026-01-31', dueDate: '2026-03-03' }
      const expected = ok(calculateInvoiceFinance(params, edition)).figures
      await journey(
        browser(),
        async (page) => {
          await open(page, url(edition), script)
          await fillInvoice(page)
          const dueDate = page.getByLabel(t('form.dueDate'), { exact: true })
          expect(await dueDate.isVisible()).toBe(false)
          await page.getByRole('radio', { name: t('form.termDates') }).check()
          // Shown by CSS alone, so this works without script too.
          expect(await field(page, t('form.days')).isVisible()).toBe(false)
          await page.getByLabel(t('form.invoiceDate'), { exact: true }).fill('2026-01-31')
          await dueDate.fill('2026-03-03')
          await page.getByRole('button', { name: t('form.submit'), exact: true }).click()
          await page.waitForURL(/dueDate=2026-03-03/)
          const region = result(page)
          await resultShows(
            region,
            t('results.invoice.termDates', { from: formatDate(edition, '2026-01-31'), to: formatDate(edition, '2026-03-03'), days: 31 }),
          )
          await resultShows(region, money(expected.interest))
          expect(await page.getByRole('radio', { name: t('form.termDates') }).isChecked()).toBe(true)
        },
        { script },
      )
    })

    it(`works out a loan's EMI and full cost ${how}, with its chart, schedule and CSV`, async () => {
      const expected = ok(calculateLoanEmi(LOAN, edition)).figures
      await journey(
        browser(),
        async (page) => {
          await open(page, url(edition), script)
          await page
            .getByRole('navigation', { name: t('modesLabel') })
            .getByRole('link', { name: t('modes.emi') })
            .click()
          await page.waitForURL(/mode=emi/)
          if (script) await page.waitForLoadState('networkidle')
          await field(page, t('form.principal', { currency })).fill(LOAN.principal)
          await field(page, t('form.annualRatePercent')).fill(LOAN.annualRatePercent)
          await field(page, t('form.months')).fill(LOAN.months)
          await page.getByLabel(t('form.processingFeePercent'), { exact: false }).fill(LOAN.processingFeePercent)
          await page.getByRole('button', { name: t('form.submit'), exact: true }).click()
          await page.waitForURL(/principal=750000/)
          const region = result(page)
          await resultShows(region, money(expected.emi))
          await resultShows(region, money(expected.totalInterest))
          await resultShows(region, money(expected.totalPayable))
          // The fee with the edition's tax on it (GST 18%, IVA 16%, none) is deducted; the APR or CAT counts it.
          await resultShows(region, money(expected.cost.netDisbursed))
          await resultShows(region, `${t('results.emi.apr')}${formatFullCostRate(edition, expected.cost)}`)
          const keyFacts = page.getByRole('table', { name: t('results.emi.kfsHeading') })
          expect(await keyFacts.getByRole('row').last().textContent()).toBe(`${t('results.emi.kfs.apr')}${formatFullCostRate(edition, expected.cost)}`)
          expect(await page.getByRole('img', { name: t('results.emi.chartTitle', { period: 'month' }) }).count()).toBe(1)
          const table = page.getByRole('table', { name: t('results.emi.scheduleCaption') })
          expect(await table.getByRole('row').count()).toBe(20)
          const columns = MESSAGES[edition].InterestCalculator.results.emi.columns
          expect(await table.getByRole('columnheader').allTextContents()).toEqual([
            columns.month,
            columns.payment,
            columns.principal,
            columns.interest,
            columns.charges,
            columns.balance,
          ])
          expect(await table.getByRole('row').nth(1).getByRole('rowheader').textContent()).toBe(t('results.emi.disbursement'))
          const download = page.waitForEvent('download')
          await page.getByRole('link', { name: t('results.emi.downloadCsv') }).click()
          const file = await download
          expect(file.suggestedFilename()).toBe('emi-schedule-750000-10_5pct-18m.csv')
          const csv = (await readFile(await file.path())).toString('utf8').split('\r\n')
          expect(csv[0]).toBe('month,payment,principal,interest,charges,balance')
          expect(csv[1]).toBe(`0,${(expected.cost.charges.total / 100).toFixed(2)},0.00,0.00,${(expected.cost.charges.total / 100).toFixed(2)},750000.00`)
          expect(csv[2]!.split(',')[1]).toBe((expected.emi / 100).toFixed(2))
          expect(csv).toHaveLength(21)
        },
        { script },
      )
    })

    it(`works out an early payment discount ${how} and compares it with the cost of funds`, async () => {
      const expected = ok(calculateEarlyPaymentDiscount({ ...DISCOUNT, dayCount: '365' }, edition)).figures
      await journey(
        browser(),
        async (page) => {
          await open(page, url(edition, 'mode=discount'), script)
          await field(page, t('form.discountPercent')).fill(DISCOUNT.discountPercent)
          await field(page, t('form.discountDays')).fill(DISCOUNT.discountDays)
          await field(page, t('form.netDays')).fill(DISCOUNT.netDays)
          await page.getByRole('radio', { name: t('form.dayCount365') }).check()
          await page.getByLabel(t('form.costOfFundsPercent'), { exact: false }).fill(DISCOUNT.costOfFundsPercent)
          await page.getByRole('button', { name: t('form.submit'), exact: true }).click()
          await page.waitForURL(/dayCount=365/)
          const region = result(page)
          const rate = formatFixed(edition, expected.annualizedRatePercent)
          expect(rate).toBe('37.24')
          await resultShows(region, `${rate}%`)
          await resultShows(region, `${formatFixed(edition, expected.effectiveAnnualRatePercent)}%`)
          await resultShows(region, t('results.discount.takeDiscount', { rate, cost: '12' }))
        },
        { script },
      )
    })

    it(`downloads the indicative termsheet of the result ${how}, in the edition's language`, async () => {
      const expected = ok(calculateInvoiceFinance(INVOICE, edition)).figures
      await journey(
        browser(),
        async (page) => {
          await page.goto(url(edition, `mode=invoice&${new URLSearchParams(INVOICE)}`))
          const download = page.waitForEvent('download')
          await page.getByRole('link', { name: t('results.invoice.termsheet') }).click()
          const file = await download
          expect(file.suggestedFilename()).toMatch(new RegExp(`^${t('termsheet.fileName')}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`))
          const text = (await readPdfText(new Uint8Array(await readFile(await file.path())))).join(' ').replace(/\s+/g, ' ')
          expect(text).toContain(t('termsheet.title'))
          for (const minor of [expected.advance, expected.interest, expected.netToday]) expect(text).toContain(formatMoney(edition, minor).replace(/\s+/g, ' '))
        },
        { script },
      )
    })
  }

  it('shows each field’s problem, tied to the field, for an address with invalid inputs', async () => {
    await journey(
      browser(),
      async (page) => {
        const response = await page.goto(url(edition, 'mode=emi&principal=-5&annualRatePercent=12&months=601'))
        expect(response?.status()).toBe(400)
        const principal = field(page, t('form.principal', { currency }))
        expect(await principal.getAttribute('aria-invalid')).toBe('true')
        const describedBy = (await principal.getAttribute('aria-describedby'))!
        expect(await page.locator(`#${describedBy}`).textContent()).toBe(t('errors.negative'))
        expect(await page.locator(`#${(await field(page, t('form.months')).getAttribute('aria-describedby'))!}`).textContent()).toBe(t('errors.monthsRange'))
        await resultShows(result(page), t('form.errorSummary'))
      },
      { script: false },
    )
  })

  it('fits a phone screen, the schedule scrolling inside its own region', async () => {
    await journey(
      browser(),
      async (page) => {
        await page.goto(url(edition, 'mode=emi&principal=1000000&annualRatePercent=12&months=120'))
        await resultShows(result(page), money(ok(calculateLoanEmi({ principal: '1000000', annualRatePercent: '12', months: '120' }, edition)).figures.emi))
        expect(await page.getByRole('img', { name: t('results.emi.chartTitle', { period: 'year' }) }).count()).toBe(1)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width)
      },
      { viewport: MOBILE },
    )
  })
})

describe('calculator APIs used by the page', () => {
  it('answer the figures the page shows', async () => {
    const response = await fetch(`${baseUrl()}/api/calculators/loan-emi?${new URLSearchParams({ ...LOAN, edition: 'en-in' })}`)
    const body = (await response.json()) as { emi: number; netDisbursed: number }
    const figures = ok(calculateLoanEmi(LOAN, 'en-in')).figures
    expect(body).toMatchObject({ emi: figures.emi / 100, netDisbursed: figures.cost.netDisbursed / 100 })
  })
})
