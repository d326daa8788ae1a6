import { PDFDocument } from '@cantoo/pdf-lib'
import { describe, expect, it } from 'vitest'
import type { EditionCode } from '../../src/i18n/editions'
import { MESSAGES } from '../../src/i18n/messages'
import { readPdfText } from '../setup/pdf-text'
import { baseUrl, warmCachedPage } from '../setup/system'

/**
 * The interest calculator's JSON APIs, CSV and termsheet PDF against the running server: the answers of the
 * worked examples, the localized 400s, and the page rendering the same figures without script.
 */

const LANGUAGE: Record<EditionCode, string> = { 'en-in': 'en-IN', 'es-mx': 'es-MX', 'en-us': 'en-US' }
const errors = (edition: EditionCode) => MESSAGES[edition].InterestCalculator.errors
const INVOICE = 'invoiceAmount=1000000&advancePercent=90&annualRatePercent=12&days=60&feePercent=0.5'

async function get(path: string, edition: EditionCode = 'en-in') {
  const response = await fetch(`${baseUrl()}${path}`, { headers: { 'accept-language': LANGUAGE[edition] } })
  return { response, body: (await response.json()) as Record<string, unknown> }
}

/** Text of a PDF as one line (wrapped lines joined, no-break spaces made plain). */
async function pdfText(bytes: Uint8Array) {
  return (await readPdfText(bytes)).join(' ').replace(/\s+/g, ' ')
}

describe('invoice finance API', () => {
  it('answers the cost of financing an invoice, amounts rounded to 2 decimals, cacheable', async () => {
    const { response, body } = await get(`/api/calculators/invoice-finance?${INVOICE}&dayCount=365`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/)
    expect(body).toEqual({
      advance: 900000,
      interest: 17753.42,
      fees: 5000,
      feeTaxPercent: 18,
      feeTax: 900,
      netToday: 876346.58,
      balanceAtMaturity: 100000,
      totalCost: 23653.42,
      costPer100: 2.63,
      effectiveAnnualRatePercent: 16.42,
      days: 60,
      dayCount: 365,
      apr: 16.42,
      aprMethod: 'rbi-kfs',
    })
  })

  it('answers the full cost by the edition’s method, the tax on fees as given or the edition’s', async () => {
    const mexico = await get(`/api/calculators/invoice-finance?${INVOICE}&dayCount=360`, 'es-mx')
    expect(mexico.body).toMatchObject({ feeTaxPercent: 16, feeTax: 800, aprMethod: 'banxico-cat', cat: expect.any(Number) })
    const untaxed = await get(`/api/calculators/invoice-finance?${INVOICE}&dayCount=365&feeTaxPercent=0`)
    expect(untaxed.body).toMatchObject({ feeTax: 0, netToday: 877246.58, totalCost: 22753.42, effectiveAnnualRatePercent: 15.78, apr: 15.78 })
    const refused = await get(`/api/calculators/invoice-finance?${INVOICE}&feeTaxPercent=101`, 'en-us')
    expect(refused.response.status).toBe(400)
    expect((refused.body.error as { fields: Record<string, string> }).fields).toEqual({ feeTaxPercent: errors('en-us').percentRange })
  })

  it('computes 1,000,000 at 5% for 31 days on both bases, the basis defaulting to the caller’s edition', async () => {
    const query = 'invoiceAmount=1000000&advancePercent=100&annualRatePercent=5&days=31&feePercent=0'
    expect((await get(`/api/calculators/invoice-finance?${query}&dayCount=365`)).body).toMatchObject({ interest: 4246.58, dayCount: 365 })
    expect((await get(`/api/calculators/invoice-finance?${query}&dayCount=360`)).body).toMatchObject({ interest: 4305.56, dayCount: 360 })
    expect((await get(`/api/calculators/invoice-finance?${query}`, 'en-in')).body).toMatchObject({ dayCount: 365 })
    expect((await get(`/api/calculators/invoice-finance?${query}`, 'en-us')).body).toMatchObject({ dayCount: 360 })
  })

  it('takes invoice and due dates instead of days', async () => {
    const query = 'invoiceAmount=1000000&advancePercent=100&annualRatePercent=5&feePercent=0&invoiceDate=2026-01-31&dueDate=2026-03-03&dayCount=365'
    expect((await get(`/api/calculators/invoice-finance?${query}`)).body).toMatchObject({ days: 31, interest: 4246.58 })
  })

  it.each([
    ['a missing amount', 'advancePercent=90&annualRatePercent=12&days=60&feePercent=0.5', 'invoiceAmount', 'required'],
    ['a negative amount', `invoiceAmount=-1&advancePercent=90&annualRatePercent=12&days=60&feePercent=0.5`, 'invoiceAmount', 'negative'],
    ['a rate that is not a number', `invoiceAmount=1000&advancePercent=90&annualRatePercent=abc&days=60&feePercent=0.5`, 'annualRatePercent', 'notANumber'],
    ['an advance over 100%', `invoiceAmount=1000&advancePercent=101&annualRatePercent=12&days=60&feePercent=0.5`, 'advancePercent', 'advanceRange'],
    ['too many days', `invoiceAmount=1000&advancePercent=90&annualRatePercent=12&days=3651&feePercent=0.5`, 'days', 'daysRange'],
    ['an unknown day-count basis', `${INVOICE}&dayCount=364`, 'dayCount', 'dayCountInvalid'],
    ['no term at all', 'invoiceAmount=1000&advancePercent=90&annualRatePercent=12&feePercent=0.5', 'days', 'termRequired'],
    [
      'a due date before the invoice date',
      'invoiceAmount=1000&advancePercent=90&annualRatePercent=12&feePercent=0.5&invoiceDate=2026-03-01&dueDate=2026-02-01',
      'dueDate',
      'dueDateAfterInvoice',
    ],
  ] as const)('refuses %s with a localized 400 in every edition', async (_, query, field, key) => {
    for (const edition of ['en-in', 'es-mx', 'en-us'] as const) {
      const { response, body } = await get(`/api/calculators/invoice-finance?${query}`, edition)
      expect(response.status).toBe(400)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(body).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: MESSAGES[edition].LeadForms.messages.invalidRequest,
          fields: expect.objectContaining({ [field]: errors(edition)[key] }),
        },
      })
    }
  })

  it('reports costs that take the whole advance under `form`', async () => {
    const { response, body } = await get(
      '/api/calculators/invoice-finance?invoiceAmount=100&advancePercent=1&annualRatePercent=12&days=5&feePercent=5',
      'es-mx',
    )
    expect(response.status).toBe(400)
    expect((body.error as { fields: Record<string, string> }).fields).toEqual({ form: errors('es-mx').costsExceedAdvance })
  })
})

describe('loan EMI API', () => {
  it('answers 1,000,000 at 12% over 12 months: EMI 88,848.79 with its schedule', async () => {
    const { response, body } = await get('/api/calculators/loan-emi?principal=1000000&annualRatePercent=12&months=12')
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ emi: 88848.79, totalInterest: 66185.45, totalPayable: 1066185.45 })
    const schedule = body.schedule as { month: number; payment: number; principal: number; interest: number; balance: number }[]
    expect(schedule).toHaveLength(12)
    expect(schedule[0]).toEqual({ month: 1, payment: 88848.79, principal: 78848.79, interest: 10000, balance: 921151.21 })
    expect(schedule[11]).toMatchObject({ month: 12, balance: 0 })
  })

  it('answers the full cost with fees by each edition’s method: RBI’s APR, Banxico’s CAT, Regulation Z’s APR', async () => {
    const query = 'principal=1000000&annualRatePercent=12&months=12&processingFeePercent=1'
    const india = await get(`/api/calculators/loan-emi?${query}&edition=en-in`)
    expect(india.response.status).toBe(200)
    expect(india.body).toMatchObject({ processingFee: 10000, feeTax: 1800, netDisbursed: 988200, apr: 14.26, aprMethod: 'rbi-kfs' })
    expect(india.body).not.toHaveProperty('cat')
    const mexico = await get(`/api/calculators/loan-emi?${query}`, 'es-mx')
    expect(mexico.body).toMatchObject({ feeTax: 1600, netDisbursed: 988400, apr: 14.84, aprMethod: 'banxico-cat', cat: 14.8 })
    const usa = await get(`/api/calculators/loan-emi?${query}&edition=en-us`)
    expect(usa.body).toMatchObject({ feeTax: 0, netDisbursed: 990000, apr: 13.91, aprMethod: 'reg-z-actuarial' })
  })

  it('reproduces the seeded Key Facts Statement article’s APR from the calculator link it carries', async () => {
    const html = await (await fetch(`${baseUrl()}/business-loan-finsight/loan-key-fact-statement-and-apr`)).text()
    expect(html).toContain('about <strong>17.1%</strong>')
    const href = /href="(\/interest-calculator\?mode=emi[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    expect(href).toBeDefined()
    const query = new URL(href!, baseUrl()).searchParams
    query.delete('mode')
    // ₹20 lakh, 24 months at 15%, 2% fee, its GST claimed back as input tax credit: 17.07%, "about 17.1%".
    const { body } = await get(`/api/calculators/loan-emi?${query}&edition=en-in`)
    expect(body).toMatchObject({ emi: 96973.3, netDisbursed: 1960000, apr: 17.07 })
  })

  it('refuses a fee given twice and charges that take the whole loan, in the caller’s language', async () => {
    const twice = await get('/api/calculators/loan-emi?principal=1000&annualRatePercent=12&months=12&processingFeePercent=1&processingFeeAmount=10', 'es-mx')
    expect(twice.response.status).toBe(400)
    expect((twice.body.error as { fields: Record<string, string> }).fields).toEqual({ processingFeeAmount: errors('es-mx').feePercentOrAmount })
    const whole = await get('/api/calculators/loan-emi?principal=1000&annualRatePercent=12&months=12&otherCharges=1000', 'en-us')
    expect(whole.response.status).toBe(400)
    expect((whole.body.error as { fields: Record<string, string> }).fields).toEqual({ form: errors('en-us').chargesExceedLoan })
  })

  it('refuses a tenure out of range and a negative principal', async () => {
    const { response, body } = await get('/api/calculators/loan-emi?principal=-5&annualRatePercent=12&months=601', 'en-us')
    expect(response.status).toBe(400)
    expect((body.error as { fields: Record<string, string> }).fields).toEqual({ principal: errors('en-us').negative, months: errors('en-us').monthsRange })
  })

  it('downloads the schedule as CSV', async () => {
    const response = await fetch(`${baseUrl()}/api/calculators/loan-emi/schedule.csv?principal=1000000&annualRatePercent=12&months=12`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="emi-schedule-1000000-12pct-12m.csv"')
    const lines = (await response.text()).split('\r\n')
    expect(lines[0]).toBe('month,payment,principal,interest,charges,balance')
    expect(lines[1]).toBe('1,88848.79,78848.79,10000.00,0.00,921151.21')
    expect(lines[12]).toBe('12,88848.76,87969.07,879.69,0.00,0.00')
    const refused = await fetch(`${baseUrl()}/api/calculators/loan-emi/schedule.csv?principal=1000000&months=12`)
    expect(refused.status).toBe(400)
  })
})

describe('early payment discount API', () => {
  it('answers 2/10 net 30 on both bases', async () => {
    const query = 'discountPercent=2&discountDays=10&netDays=30'
    expect((await get(`/api/calculators/early-payment-discount?${query}&dayCount=365`)).body).toEqual({
      annualizedRatePercent: 37.24,
      effectiveAnnualRatePercent: 44.59,
      dayCount: 365,
    })
    expect((await get(`/api/calculators/early-payment-discount?${query}&dayCount=360`)).body).toEqual({
      annualizedRatePercent: 36.73,
      effectiveAnnualRatePercent: 43.86,
      dayCount: 360,
    })
    expect((await get(`/api/calculators/early-payment-discount?${query}&dayCount=365&costOfFundsPercent=12`)).body).toMatchObject({
      costOfFundsPercent: 12,
      takeDiscount: true,
    })
  })

  it('refuses a discount period that does not end before the net period', async () => {
    const { response, body } = await get('/api/calculators/early-payment-discount?discountPercent=2&discountDays=30&netDays=30&dayCount=365', 'es-mx')
    expect(response.status).toBe(400)
    expect((body.error as { fields: Record<string, string> }).fields).toEqual({ discountDays: errors('es-mx').discountDaysBeforeNet })
  })
})

describe('indicative termsheet', () => {
  it('is a valid PDF with the figures, the company details and the validity, in the edition’s language', async () => {
    const response = await fetch(`${baseUrl()}/api/calculators/invoice-finance/termsheet?edition=en-in&${INVOICE}&dayCount=365`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="indicative-termsheet-\d{4}-\d{2}-\d{2}\.pdf"$/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    const doc = await PDFDocument.load(bytes)
    expect(doc.getTitle()).toBe(MESSAGES['en-in'].InterestCalculator.termsheet.title)
    const text = await pdfText(bytes)
    // Company details from the seeded site settings of the India edition.
    for (const expected of [
      'Northwind Trade Finance',
      'hello.in@northwind.example',
      '₹10,00,000.00',
      '₹9,00,000.00',
      '₹17,753.42',
      '₹5,000.00',
      '₹900.00',
      '₹8,76,346.58',
      '₹1,00,000.00',
      '₹23,653.42',
      '16.42%',
      'valid for 15 days',
    ]) {
      expect(text, expected).toContain(expected)
    }
  })

  it('is written in Spanish with the Mexico edition’s details, in USD', async () => {
    const response = await fetch(
      `${baseUrl()}/api/calculators/invoice-finance/termsheet?edition=es-mx&invoiceAmount=100000&advancePercent=80&annualRatePercent=10&days=90&feePercent=1&dayCount=360`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(/filename="hoja-de-terminos-indicativa-/)
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()))
    for (const expected of [
      MESSAGES['es-mx'].InterestCalculator.termsheet.title,
      'hola.mx@northwind.example',
      'USD 80,000.00',
      'USD 2,000.00',
      'USD 160.00',
      'USD 76,840.00',
      'CAT sin IVA',
      '16.8%',
      'Vigencia',
    ]) {
      expect(text, expected).toContain(expected)
    }
  })

  it('refuses invalid inputs with the same localized 400', async () => {
    const { response, body } = await get(
      '/api/calculators/invoice-finance/termsheet?edition=es-mx&invoiceAmount=abc&advancePercent=80&annualRatePercent=10&days=90&feePercent=1',
    )
    expect(response.status).toBe(400)
    expect((body.error as { fields: Record<string, string> }).fields).toEqual({ invoiceAmount: errors('es-mx').notANumber })
  })
})

describe('calculator page', () => {
  it('renders the figures on the server from the address, in the edition’s currency', async () => {
    const india = await (await fetch(`${baseUrl()}/interest-calculator?mode=emi&principal=1000000&annualRatePercent=12&months=12`)).text()
    expect(india).toContain('₹88,848.79')
    const usa = await (await fetch(`${baseUrl()}/en-us/interest-calculator?mode=emi&principal=1000000&annualRatePercent=12&months=12`)).text()
    expect(usa).toContain('$88,848.79')
    const mexico = await (await fetch(`${baseUrl()}/es-mx/interest-calculator?mode=discount&discountPercent=2&discountDays=10&netDays=30&dayCount=365`)).text()
    expect(mexico).toContain(MESSAGES['es-mx'].InterestCalculator.title)
    expect(mexico).toContain('37.24%')
  })

  it('is indexed without inputs only, with hreflang alternates for the three editions', async () => {
    const bare = await (await fetch(`${baseUrl()}/en-us/interest-calculator`)).text()
    expect(bare).toContain(`<title>${MESSAGES['en-us'].InterestCalculator.metaTitle} | Northwind Trade Finance</title>`)
    for (const lang of ['en-IN', 'es-MX', 'en-US']) expect(bare).toContain(`hrefLang="${lang}"`)
    expect(bare).not.toMatch(/<meta name="robots" content="noindex/)
    const shared = await (await fetch(`${baseUrl()}/en-us/interest-calculator?mode=emi&principal=1000&annualRatePercent=5&months=6`)).text()
    expect(shared).toMatch(/<meta name="robots" content="noindex/)
  })

  it('is the cached page, indexed, at an address with no input it reads (a campaign’s tags)', async () => {
    const tagged = await warmCachedPage(`${baseUrl()}/en-us/interest-calculator?utm_source=newsletter&utm_campaign=q4`)
    expect(tagged).not.toMatch(/<meta name="robots" content="noindex/)
    expect(tagged).toContain(`<link rel="canonical" href="${baseUrl()}/en-us/interest-calculator"/>`)
  })

  it('shows localized field errors for invalid inputs, with status 400', async () => {
    const response = await fetch(`${baseUrl()}/es-mx/interest-calculator?mode=emi&principal=-5&annualRatePercent=12&months=12`)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain(errors('es-mx').negative)
    expect(html).toMatch(/aria-invalid="true" aria-describedby="ic-principal-error"/)
  })
})
