import { PDFDocument } from '@cantoo/pdf-lib'
import { describe, expect, it } from 'vitest'
import { readPdfText } from '../../../../tests/setup/pdf-text'
import { FCL_QUOTE } from '../../../../tests/support/quote-fixtures'
import { companyFromSettings } from '@/lib/site-links/document-company'
import { composeQuoteDocument, quotePdfFileName, renderQuotePdf } from './quote-pdf'

const company = companyFromSettings({
  brandName: 'Northwind Trade Finance',
  legalName: 'Northwind Trade Finance Pvt. Ltd.',
  offices: [{ title: 'Mumbai', address: 'Unit 1204, Example Business Park\nMumbai 400093' }],
  phone: '+912200000000',
  email: 'hello@northwind.example',
})

describe('the quote PDF', () => {
  it('is a valid PDF with every line, the totals, sources, validity and the disclaimer', async () => {
    const bytes = await renderQuotePdf({
      quote: FCL_QUOTE,
      edition: 'en-in',
      company,
      url: 'http://localhost:3000/shipment-calculator?mode=fcl&from=INNSA&to=USNYC&ct=40HC&cn=2',
    })
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getTitle()).toBe('Shipment estimate')
    const text = (await readPdfText(bytes)).join('\n')
    for (const expected of [
      'Northwind Trade Finance',
      'Nhava Sheva (INNSA), India to New York (USNYC), United States',
      'Estimate, not a binding quote',
      'Ocean freight (2 × 40HC at USD 2,402.00; Paid by: Buyer)',
      '$4,804.00 to $5,204.00',
      'Old rate',
      '₹24,600.00',
      'Total (USD)',
      'Total (INR)',
      'Duties and taxes at destination',
      '15,890 km',
      'Route via the Suez Canal.',
      '28 to 35 days',
      '4,120 kg CO2e',
      'GLEC Framework v3',
      'Drewry World Container Index',
      '31 March 2026',
      'Rates change weekly.',
      'Page 1 of',
    ]) {
      expect(text.replace(/\s+/g, ' '), expected).toContain(expected)
    }
  })

  it('is written in Spanish for Mexico', async () => {
    const document = composeQuoteDocument({ quote: FCL_QUOTE, edition: 'es-mx', company })
    expect(document.title).toBe('Estimación de envío')
    expect(document.lang).toBe('es-MX')
    const text = (await readPdfText(await renderQuotePdf({ quote: FCL_QUOTE, edition: 'es-mx', company }))).join('\n').replace(/\s+/g, ' ')
    expect(text).toContain('Estimación, no una cotización vinculante')
    expect(text).toContain('31 de marzo de 2026')
    expect(text).toContain('Página 1 de')
    expect(quotePdfFileName(FCL_QUOTE, 'es-mx')).toBe('estimacion-envio-INNSA-USNYC.pdf')
  })
})
