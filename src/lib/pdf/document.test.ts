import { PDFDocument, PDFName, StandardFonts } from '@cantoo/pdf-lib'
import { describe, expect, it } from 'vitest'
import { renderPdfDocument, toPdfText, wrapText, type PdfDocumentInput } from './document'
import { readPdfText } from '../../../tests/setup/pdf-text'

const company = { name: 'Northwind Trade Finance', lines: ['Unit 1204, Example Business Park, Mumbai 400093', '+91 22 0000 0000 · hello@northwind.example'] }

const base: PdfDocumentInput = {
  title: 'Hoja de términos indicativa',
  subtitle: 'Emitida el 15 de marzo de 2026',
  company,
  lang: 'es-MX',
  footer: 'Indicativa, no es una oferta',
  pageLabel: (page, pages) => `Página ${page} de ${pages}`,
  blocks: [
    { type: 'heading', text: 'Cifras' },
    {
      type: 'table',
      align: 'right',
      rows: [
        { label: 'Anticipo', value: 'USD 90,000.00' },
        { label: 'Neto hoy', value: 'USD 87,724.66', strong: true },
      ],
    },
    { type: 'paragraph', text: 'Año, señal, acción: ¿qué incluye? “Comillas” – y €.' },
    { type: 'list', items: ['Interés simple sobre el anticipo.', 'Sin impuestos.'] },
  ],
  info: { createdAt: new Date('2026-03-15T12:00:00Z'), subject: 'Factoraje' },
}

describe('PDF documents', () => {
  it('writes a valid PDF whose text reads back, with its language and title', async () => {
    const bytes = await renderPdfDocument(base)
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getTitle()).toBe('Hoja de términos indicativa')
    expect(String(doc.catalog.get(PDFName.of('Lang')))).toBe('(es-MX)')
    const [page] = await readPdfText(bytes)
    for (const text of [
      'Northwind Trade Finance',
      'Hoja de términos indicativa',
      'Anticipo',
      'USD 87,724.66',
      '¿qué incluye? “Comillas” – y €.',
      'Página 1 de 1',
      'Indicativa, no es una oferta',
      '•',
    ]) {
      expect(page).toContain(text)
    }
  })

  it('flows long content onto new pages, repeating the header and numbering every page', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ label: `Row ${i + 1}`, value: `${i + 1}.00` }))
    const bytes = await renderPdfDocument({
      ...base,
      blocks: [
        { type: 'table', rows },
        { type: 'paragraph', text: 'word '.repeat(800) },
      ],
    })
    const pages = await readPdfText(bytes)
    expect(pages.length).toBeGreaterThan(2)
    pages.forEach((page, i) => {
      expect(page).toContain('Northwind Trade Finance')
      expect(page).toContain(`Página ${i + 1} de ${pages.length}`)
    })
    expect(pages.join('\n')).toContain('Row 120')
  })

  it('prints the rupee sign and Spanish in its embedded font, and replaces what the font lacks instead of failing', async () => {
    const bytes = await renderPdfDocument({ ...base, title: '₹1,00,000.00 · Año, señal, acción', blocks: [{ type: 'paragraph', text: 'Total: ₹9,00,000.00' }] })
    const [page] = await readPdfText(bytes)
    expect(page).toContain('₹1,00,000.00 · Año, señal, acción')
    expect(page).toContain('Total: ₹9,00,000.00')
    // A subset of the font is embedded: the document stays small.
    expect(bytes.byteLength).toBeLessThan(100_000)
    const supported = new Set([...'Sabcdeklnorstuzó -~x'].map((c) => c.codePointAt(0)!))
    expect(toPdfText('a\u202fb − c ≈ d', supported)).toBe('a b - c ~ d')
    expect(toPdfText('Şeker Łódź 東京\nx', supported)).toBe('Seker ?ódz ?? x')
    const unknown = await renderPdfDocument({ ...base, title: '東京 ✓', blocks: [] })
    expect((await readPdfText(unknown))[0]).toContain('??')
  })

  it('wraps text to the width, cutting words longer than a line', async () => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    const lines = wrapText('one two three four five six', font, 10, 60)
    expect(lines.join(' ')).toBe('one two three four five six')
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60)
    const cut = wrapText('x'.repeat(100), font, 10, 60)
    expect(cut.join('')).toBe('x'.repeat(100))
    expect(cut.length).toBeGreaterThan(1)
  })

  it('cuts a very long word with a few measures per line, each line as full as it fits', async () => {
    const doc = await PDFDocument.create()
    const font = await doc.embedFont(StandardFonts.Helvetica)
    let measures = 0
    const counted = new Proxy(font, {
      get: (target, key) =>
        key === 'widthOfTextAtSize' ? (text: string, size: number) => (measures++, target.widthOfTextAtSize(text, size)) : Reflect.get(target, key),
    })
    const word = 'https://northwind.example/shipment-calculator?' + 'p1n=000000000000001&'.repeat(100)
    const lines = wrapText(word, counted, 10, 300)
    expect(lines.join('')).toBe(word)
    lines.slice(0, -1).forEach((line, i) => {
      expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(300)
      expect(font.widthOfTextAtSize(line + lines[i + 1]![0], 10)).toBeGreaterThan(300)
    })
    // Trying one length after another took about a line's length of measures per line (here some 3,000 in all).
    expect(measures).toBeLessThan(20 * lines.length)
  })
})
