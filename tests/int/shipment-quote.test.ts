import { PDFDocument } from '@cantoo/pdf-lib'
import { describe, expect, it } from 'vitest'
import { formatAmount } from '../../src/features/calculators/shipment/format'
import type { QuoteResult } from '../../src/features/calculators/shipping/types'
import type { EditionCode } from '../../src/i18n/editions'
import { MESSAGES } from '../../src/i18n/messages'
import { readPdfText } from '../setup/pdf-text'
import { context, countLeads, post, uniquePhone } from '../setup/lead-capture'
import { baseUrl, sql, waitFor } from '../setup/system'

/**
 * The shipment calculator's PDF and "Email me this quote" against the running server: the PDF of an estimate
 * carries the same figures as the quote API, and the e-mailed quote stores a lead with the re-computed quote
 * and queues the visitor's e-mail with the PDF attached. Lanes are ones the seeded rate cards cover.
 */

const FCL = 'mode=fcl&from=INNSA&to=USNYC&ct=40GP&cn=2&hs=8471&value=50000&inc=FOB'
const LCL = 'mode=lcl&from=INNSA&to=USNYC&p1n=4&p1l=120&p1w=80&p1h=100&p1kg=350'
/** A lane no rate card covers (the seed prices India's west coast to the USA, Europe and the Gulf only). */
const NO_RATE = 'mode=fcl&from=INNSA&to=BRSSZ&ct=40GP&cn=1'

const range = (edition: EditionCode) => (low: string, high: string) =>
  MESSAGES[edition].ShipmentCalculator.result.range.replace('{low}', low).replace('{high}', high)
/** How the PDF writes a figure: as the page does (₹, $), its spaces read back as plain ones. */
const pdfMoney = (edition: EditionCode, figure: { amount: number; amountHigh?: number; currency: string }) =>
  formatAmount(edition, figure, range(edition)).replace(/[\u00a0\u202f]/g, ' ')
const flat = (text: string) => text.replace(/\s+/g, ' ')

/** The estimate of the same inputs from the JSON quote API. */
async function apiQuote(body: Record<string, unknown>, language = 'en-IN'): Promise<QuoteResult> {
  const response = await fetch(`${baseUrl()}/api/shipping/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
  // The API answers the estimate itself, or wrapped as { result } / { result: { quote } } like the lead endpoints.
  const json = (await response.json()) as Record<string, unknown>
  const result = (json.result ?? json) as Record<string, unknown>
  return (result.quote ?? result) as QuoteResult
}

async function pdfOf(query: string, edition: EditionCode) {
  const response = await fetch(`${baseUrl()}/api/shipping/quote.pdf?${query}&edition=${edition}`)
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) }
}

describe('the quote PDF', () => {
  it('is a valid PDF of the FCL estimate with every figure of the quote API, in English for India', async () => {
    const quote = await apiQuote({
      mode: 'fcl',
      origin: 'INNSA',
      destination: 'USNYC',
      containers: [{ type: '40GP', count: 2 }],
      hsCode: '8471',
      cargoValue: 50000,
      cargoCurrency: 'INR',
      incoterm: 'FOB',
    })
    const { response, bytes } = await pdfOf(FCL, 'en-in')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="shipment-estimate-INNSA-USNYC.pdf"')
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getTitle()).toBe('Shipment estimate')
    expect(doc.getPageCount()).toBeGreaterThan(0)

    const text = flat((await readPdfText(bytes)).join('\n'))
    const t = MESSAGES['en-in'].ShipmentCalculator
    for (const expected of ['Northwind Trade Finance', 'Nhava Sheva', '(INNSA)', '(USNYC)', t.result.badge, t.pdf.footer, 'FOB', '8471'])
      expect(text).toContain(expected)
    for (const line of quote.lines) {
      expect(text).toContain(line.label)
      expect(text).toContain(pdfMoney('en-in', line))
    }
    expect(text).toContain(pdfMoney('en-in', { amount: quote.total, amountHigh: quote.totalHigh, currency: quote.currency }))
    for (const total of quote.otherTotals) expect(text).toContain(pdfMoney('en-in', total))
    for (const source of quote.sources) expect(text).toContain(source.label.slice(0, 40))
    expect(text).toContain(t.result.validity)
  })

  it('is written in Spanish for Mexico, for an LCL estimate', async () => {
    const { response, bytes } = await pdfOf(LCL, 'es-mx')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('estimacion-envio-INNSA-USNYC.pdf')
    const text = flat((await readPdfText(bytes)).join('\n'))
    const t = MESSAGES['es-mx'].ShipmentCalculator
    expect(text).toContain(t.pdf.title)
    expect(text).toContain(t.result.badge)
    expect(text).toContain('W/M')
    expect(text).toMatch(/Página 1 de \d/)
  })

  it('answers what is wrong instead of a PDF when the inputs make no estimate', async () => {
    const missing = await fetch(`${baseUrl()}/api/shipping/quote.pdf?mode=fcl&from=INNSA&edition=en-us`)
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { error: { fields: Record<string, string> } }).error.fields.to).toBe(MESSAGES['en-us'].ShipmentCalculator.errors.required)
    const noRate = await fetch(`${baseUrl()}/api/shipping/quote.pdf?${NO_RATE}&edition=en-in`)
    expect(noRate.status).toBe(422)
    expect(((await noRate.json()) as { error: { code: string } }).error.code).toBe('NO_RATE_CARD')
  })
})

describe('"Email me this quote"', () => {
  const visitor = (overrides: Record<string, unknown> = {}) => ({
    name: 'Asha Rao',
    email: 'asha@rao-exports.example',
    phoneNumber: uniquePhone(),
    countryCode: '+91',
    company: 'Rao Exports',
    quoteQuery: FCL,
    ...context('/shipment-calculator'),
    ...overrides,
  })

  it('stores a lead with the quote re-computed by the server and e-mails the visitor the PDF', async () => {
    // Figures sent by a browser are ignored: only the inputs in quoteQuery count.
    const sent = await post('/api/forms/shipment-quote', { ...visitor(), quote: { total: 1, currency: 'USD' } })
    expect(sent.status).toBe(200)
    const leadId = sent.json!.result!.leadId as number
    const [lead] = await sql<{ form_type: string; edition: string; email: string; company: string; details: Record<string, unknown> }>(
      'SELECT form_type, edition, email, company, details FROM leads WHERE id = $1',
      [leadId],
    )
    expect(lead).toMatchObject({ form_type: 'ShipmentQuote', edition: 'en-in', email: 'asha@rao-exports.example', company: 'Rao Exports' })
    const stored = lead!.details.quote as QuoteResult
    const quote = await apiQuote({
      mode: 'fcl',
      origin: 'INNSA',
      destination: 'USNYC',
      containers: [{ type: '40GP', count: 2 }],
      hsCode: '8471',
      cargoValue: 50000,
      cargoCurrency: 'INR',
      incoterm: 'FOB',
    })
    expect(stored.total).toBe(quote.total)
    expect(stored.lines.map((l) => [l.code, l.amount, l.currency])).toEqual(quote.lines.map((l) => [l.code, l.amount, l.currency]))
    expect(lead!.details).toMatchObject({ quoteQuery: FCL, quoteStatus: 'estimated', quoteUrl: `${baseUrl()}/shipment-calculator?${FCL}` })

    // The visitor's e-mail, its PDF attached, recorded by the local e-mail provider; and sales are notified.
    type Row = { to: string; subject: string; body: string; attachments: { filename: string; contentType: string; size: number; contentBase64: string }[] }
    const mail = await waitFor(
      async () =>
        (
          await sql<Row>(`SELECT "to", subject, body, attachments FROM outbox_messages WHERE reference = $1 AND purpose = 'shipment-quote'`, [`lead-${leadId}`])
        )[0],
    )
    expect(mail.to).toBe('asha@rao-exports.example')
    expect(mail.subject).toContain('Nhava Sheva')
    expect(mail.subject).toContain('(INNSA)')
    expect(mail.body).toContain('Asha Rao')
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]).toMatchObject({ filename: 'shipment-estimate-INNSA-USNYC.pdf', contentType: 'application/pdf' })
    const pdf = Buffer.from(mail.attachments[0]!.contentBase64, 'base64')
    expect(pdf.byteLength).toBe(mail.attachments[0]!.size)
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = flat((await readPdfText(new Uint8Array(pdf))).join('\n'))
    expect(text).toContain(pdfMoney('en-in', { amount: quote.total, amountHigh: quote.totalHigh, currency: quote.currency }))
    const sales = await waitFor(
      async () => (await sql<{ to: string }>(`SELECT "to" FROM outbox_messages WHERE reference = $1 AND purpose = 'lead-notification'`, [`lead-${leadId}`]))[0],
    )
    expect(sales.to).toBe('sales.in@northwind.example')
  })

  it('writes the e-mail and its PDF in Spanish for Mexico', async () => {
    const sent = await post(
      '/api/forms/shipment-quote',
      visitor({ countryCode: '+52', phoneNumber: uniquePhone('+52'), ...context('/es-mx/shipment-calculator') }),
      { language: 'es-MX' },
    )
    expect(sent.status).toBe(200)
    const leadId = sent.json!.result!.leadId as number
    const mail = await waitFor(
      async () =>
        (
          await sql<{ subject: string; attachments: { filename: string }[] }>(
            `SELECT subject, attachments FROM outbox_messages WHERE reference = $1 AND purpose = 'shipment-quote'`,
            [`lead-${leadId}`],
          )
        )[0],
    )
    expect(mail.subject).toMatch(/^Tu estimación de envío/)
    expect(mail.attachments[0]!.filename).toBe('estimacion-envio-INNSA-USNYC.pdf')
  })

  it('stores a quote request without e-mailing a figure where no rate card covers the lane', async () => {
    const sent = await post('/api/forms/shipment-quote', visitor({ quoteQuery: NO_RATE }))
    expect(sent.status).toBe(200)
    const leadId = sent.json!.result!.leadId as number
    const [lead] = await sql<{ details: Record<string, unknown> }>('SELECT details FROM leads WHERE id = $1', [leadId])
    expect(lead!.details).toMatchObject({ quoteStatus: 'no-rate-card', quoteRequest: { origin: 'INNSA', destination: 'BRSSZ' } })
    expect(lead!.details.quote).toBeUndefined()
    // The sales notification goes out; no quote e-mail is queued for the visitor.
    await waitFor(async () => (await sql(`SELECT 1 FROM outbox_messages WHERE reference = $1 AND purpose = 'lead-notification'`, [`lead-${leadId}`]))[0])
    expect(await sql(`SELECT 1 FROM payload_jobs WHERE task_slug = 'send-shipment-quote' AND (input->>'leadId')::int = $1`, [leadId])).toEqual([])
  })

  it('refuses inputs that make no estimate, and the lead forms’ usual problems, storing nothing', async () => {
    const before = await countLeads()
    const broken = await post('/api/forms/shipment-quote', visitor({ quoteQuery: 'mode=fcl&from=INNSA' }))
    expect(broken.status).toBe(400)
    expect(broken.json!.error!.fields!.quoteQuery).toBe(MESSAGES['en-in'].LeadForms.messages.invalidRequest)
    const missing = await post('/api/forms/shipment-quote', visitor({ quoteQuery: '', email: 'asha@gmail.com', name: '' }))
    expect(missing.json!.error!.fields).toMatchObject({ name: 'This field is required.', email: MESSAGES['en-in'].LeadForms.messages.emailRestricted })
    const noCaptcha = await post('/api/forms/shipment-quote', visitor(), { token: null })
    expect(noCaptcha.status).toBe(403)
    expect(await countLeads()).toBe(before)
  })
})
