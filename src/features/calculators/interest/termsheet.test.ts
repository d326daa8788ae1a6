import { PDFDocument } from '@cantoo/pdf-lib'
import { describe, expect, it } from 'vitest'
import { readPdfText } from '../../../../tests/setup/pdf-text'
import { calculateInvoiceFinance, type InvoiceFinanceCalculation } from './service'
import { companyFromSettings } from '@/lib/site-links/document-company'
import { renderTermsheet, termsheetContent } from './termsheet'

const settings = {
  brandName: 'Northwind Trade Finance',
  legalName: 'Northwind Trade Finance (demo brand)',
  offices: [{ title: 'Mumbai (registered office)', address: 'Unit 1204, Example Business Park\nAndheri East, Mumbai 400093\nMaharashtra, India' }],
  phone: '+912200000000',
  email: 'hello.in@northwind.example',
}

function calculation(params: Record<string, string>, edition: 'en-in' | 'es-mx' | 'en-us'): InvoiceFinanceCalculation {
  const parsed = calculateInvoiceFinance(params, edition)
  if (!parsed.ok) throw new Error('expected a calculation')
  return parsed.data
}

const india = { invoiceAmount: '1000000', advancePercent: '90', annualRatePercent: '12', days: '60', feePercent: '0.5' }
const issuedAt = new Date('2026-03-15T06:00:00Z')

/** The PDF's text as one line (wrapped lines joined, no-break spaces made plain), for searching. */
const flat = (pages: string[]) => pages.join(' ').replace(/\s+/g, ' ')

describe('company details', () => {
  it('come from the site settings: brand, legal name, offices, phone and email', () => {
    expect(companyFromSettings(settings)).toEqual({
      name: 'Northwind Trade Finance',
      lines: [
        'Northwind Trade Finance (demo brand)',
        'Mumbai (registered office): Unit 1204, Example Business Park, Andheri East, Mumbai 400093, Maharashtra, India',
        '+91 22 0000 0000  |  hello.in@northwind.example',
      ],
    })
    expect(companyFromSettings({ brandName: 'X', legalName: 'X', offices: null, phone: null, email: null })).toEqual({ name: 'X', lines: [] })
  })
})

describe('indicative termsheet', () => {
  it('is a PDF with the company, the inputs, every figure, the assumptions and the validity', async () => {
    const { bytes, fileName } = await renderTermsheet('en-in', calculation(india, 'en-in'), companyFromSettings(settings), issuedAt)
    expect(fileName).toBe('indicative-termsheet-2026-03-15.pdf')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getTitle()).toBe('Indicative termsheet: invoice finance')
    const text = flat(await readPdfText(bytes))
    for (const expected of [
      'Northwind Trade Finance (demo brand)',
      '+91 22 0000 0000',
      'Issued on 15 March 2026. Valid until 30 March 2026.',
      'Invoice amount (INR)',
      '₹10,00,000.00',
      '60 days on Actual/365',
      '₹9,00,000.00',
      '₹17,753.42',
      '₹5,000.00',
      'GST on fees (18%) ₹900.00',
      '₹8,76,346.58',
      '₹1,00,000.00',
      '₹23,653.42',
      '2.63',
      'Annual percentage rate (APR) 16.42%',
      'APR as RBI’s Key Facts Statement computes it',
      'Assumptions',
      'GST on fees is included at the rate shown; other taxes are not.',
      'valid for 15 days',
      'Page 1 of',
    ]) {
      expect(text, expected).toContain(expected)
    }
  })

  it('is written in Spanish for Mexico, in USD on Actual/360, with the dates when they were given', async () => {
    const params = { invoiceAmount: '100000', advancePercent: '80', annualRatePercent: '10', feePercent: '1', invoiceDate: '2026-01-31', dueDate: '2026-05-01' }
    const { bytes, fileName } = await renderTermsheet('es-mx', calculation(params, 'es-mx'), { name: 'Northwind', lines: ['Ciudad de México'] }, issuedAt)
    expect(fileName).toBe('hoja-de-terminos-indicativa-2026-03-15.pdf')
    const text = flat(await readPdfText(bytes))
    for (const expected of [
      'Hoja de términos indicativa',
      'Ciudad de México',
      'Del 31 de enero de 2026 al 1 de mayo de 2026: 90 días',
      'USD 80,000.00',
      'USD 2,000.00',
      'IVA sobre comisiones (16%) USD 160.00',
      'USD 76,840.00',
      '16.45%',
      'Costo Anual Total (CAT) 16.8%',
      'CAT sin IVA, para fines informativos y de comparación',
      'Vigencia',
      'Página 1 de',
    ]) {
      expect(text, expected).toContain(expected)
    }
  })

  it('writes the formula with the visitor’s numbers', () => {
    const content = termsheetContent('en-us', calculation({ ...india, dayCount: '360' }, 'en-us'), issuedAt)
    const formulas = content.blocks.find((block) => block.type === 'list')
    expect(formulas).toMatchObject({ type: 'list' })
    expect((formulas as unknown as { items: string[] }).items[1]!.replace(/\u00a0/g, ' ')).toBe(
      'Interest = advance × annual rate × days ÷ 360 = $900,000.00 × 12% × 60 ÷ 360 = $18,000.00',
    )
  })
})
