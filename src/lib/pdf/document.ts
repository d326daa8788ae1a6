import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib'
import fontkit from '@cantoo/fontkit'

/**
 * A plain business document as a PDF (A4): on every page a header with the company's name and details and a
 * footer with a note and "page n of m"; on the first page a title and subtitle; then headings, wrapped
 * paragraphs, bulleted lists and key/value tables, flowing onto new pages as needed. It knows nothing of what
 * it prints (a termsheet, a quote): callers pass the text, already translated and formatted.
 *
 * Text is set in DejaVu Sans (the npm package dejavu-fonts-ttf), embedded as a subset of the glyphs used: it
 * prints the rupee sign, Spanish and every Latin script, and a copy of the document reads and searches as text.
 * A character the font lacks is written as its closest equivalent (see `toPdfText`), so that no text makes
 * rendering fail.
 */

export type PdfCompany = {
  /** The name in the header (bold). */
  name: string
  /** Lines under it: address, phone, email, registration. */
  lines: readonly string[]
}

type PdfTableRow = { label: string; value: string; strong?: boolean }

export type PdfBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string; small?: boolean }
  | { type: 'list'; items: readonly string[] }
  | { type: 'table'; rows: readonly PdfTableRow[]; align?: 'left' | 'right' }

export type PdfDocumentInput = {
  title: string
  subtitle?: string
  company: PdfCompany
  blocks: readonly PdfBlock[]
  /** Language of the text (BCP 47, e.g. "es-MX"), recorded in the document for screen readers. */
  lang: string
  /** A short note at the foot of every page (e.g. "Indicative, not an offer"). */
  footer?: string
  /** The page label, e.g. (1, 2) => "Page 1 of 2". */
  pageLabel: (page: number, pages: number) => string
  info?: { author?: string; subject?: string; keywords?: readonly string[]; createdAt?: Date }
}

const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = { x: 56, top: 48, bottom: 56 }
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.x
const COLORS = {
  brand: rgb(0.043, 0.239, 0.569),
  ink: rgb(0.059, 0.09, 0.165),
  muted: rgb(0.278, 0.333, 0.412),
  rule: rgb(0.8, 0.84, 0.88),
  band: rgb(0.95, 0.96, 0.98),
}
const SIZE = { company: 13, companyLine: 8.5, title: 18, subtitle: 10, heading: 12.5, body: 10, small: 8.5, footer: 8 }
const LEADING = 1.35

/** Characters the font lacks, written the nearest way. */
const REPLACEMENTS: Record<string, string> = {
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u2009': ' ', // thin space
  '\u202f': ' ', // narrow no-break space (French-style grouping)
  '\u2007': ' ',
  '\u200b': '',
  '\u2248': '~', // ≈
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u00a0': ' ',
}

/**
 * Text the font can draw: every character outside its set replaced (see REPLACEMENTS), accented letters it
 * lacks without their accent, the rest as "?". Line breaks and tabs become spaces.
 */
export function toPdfText(text: string, supported: ReadonlySet<number>): string {
  let out = ''
  for (const char of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0)!
    if (supported.has(code)) out += char
    else if (char in REPLACEMENTS) out += REPLACEMENTS[char]
    else {
      const bare = char.normalize('NFD').replace(/\p{M}+/gu, '')
      out += bare && [...bare].every((c) => supported.has(c.codePointAt(0)!)) ? bare : '?'
    }
  }
  return out
}

type Fonts = { regular: PDFFont; bold: PDFFont; supported: ReadonlySet<number> }

/**
 * How many characters of `text` (which does not fit) fit on a line, at least one: found by halving, since each
 * measure lays the text out again. Trying one length after another made a 2,000-character address in a PDF
 * (a calculator's link) take 30 s of the process's only thread.
 */
function longestFittingPrefix(text: string, fits: (candidate: string) => boolean): number {
  let low = 1
  let high = text.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (fits(text.slice(0, middle))) low = middle
    else high = middle - 1
  }
  return low
}

/** Lines of at most `width` points; a word longer than a line is cut. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (fits(candidate)) {
      line = candidate
      continue
    }
    if (line) lines.push(line)
    line = ''
    let rest = word
    while (!fits(rest)) {
      const cut = longestFittingPrefix(rest, fits)
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
    }
    line = rest
  }
  if (line) lines.push(line)
  return lines.length > 0 ? lines : ['']
}

/** Lays blocks out page by page: `y` is the top of the free space on the current page. */
class Layout {
  page!: PDFPage
  y = 0
  readonly pages: PDFPage[] = []

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly company: PdfCompany,
  ) {
    this.newPage()
  }

  text(text: string) {
    return toPdfText(text, this.fonts.supported)
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.pages.push(this.page)
    this.y = PAGE.height - MARGIN.top
    this.drawHeader()
  }

  /** Starts a new page unless `height` points fit above the bottom margin. */
  ensure(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage()
  }

  drawLine(text: string, { x = MARGIN.x, size = SIZE.body, font = this.fonts.regular, color = COLORS.ink } = {}) {
    this.page.drawText(text, { x, y: this.y - size, size, font, color })
  }

  private drawHeader() {
    const { regular, bold } = this.fonts
    this.drawLine(this.text(this.company.name), { size: SIZE.company, font: bold, color: COLORS.brand })
    this.y -= SIZE.company * LEADING
    for (const line of this.company.lines) {
      for (const part of wrapText(this.text(line), regular, SIZE.companyLine, CONTENT_WIDTH)) {
        this.drawLine(part, { size: SIZE.companyLine, color: COLORS.muted })
        this.y -= SIZE.companyLine * LEADING
      }
    }
    this.y -= 6
    this.page.drawLine({ start: { x: MARGIN.x, y: this.y }, end: { x: PAGE.width - MARGIN.x, y: this.y }, thickness: 0.75, color: COLORS.rule })
    this.y -= 18
  }

  paragraph(text: string, { size = SIZE.body, font = this.fonts.regular, color = COLORS.ink, indent = 0, after = 8 } = {}) {
    const lines = wrapText(this.text(text), font, size, CONTENT_WIDTH - indent)
    for (const line of lines) {
      this.ensure(size * LEADING)
      this.drawLine(line, { x: MARGIN.x + indent, size, font, color })
      this.y -= size * LEADING
    }
    this.y -= after
  }

  heading(text: string) {
    // Keep a heading with at least two lines of what follows it.
    this.ensure(SIZE.heading * LEADING + 2 * SIZE.body * LEADING + 10)
    this.y -= 6
    this.paragraph(text, { size: SIZE.heading, font: this.fonts.bold, color: COLORS.brand, after: 4 })
  }

  list(items: readonly string[]) {
    for (const item of items) {
      this.ensure(SIZE.body * LEADING)
      this.drawLine('\u2022', { x: MARGIN.x + 4, size: SIZE.body })
      this.paragraph(item, { indent: 16, after: 3 })
    }
    this.y -= 5
  }

  table(rows: readonly PdfTableRow[], align: 'left' | 'right') {
    const padding = 5
    const labelWidth = CONTENT_WIDTH * 0.55 - 2 * padding
    const valueWidth = CONTENT_WIDTH * 0.45 - 2 * padding
    const size = SIZE.body
    rows.forEach((row, index) => {
      const font = row.strong ? this.fonts.bold : this.fonts.regular
      const label = wrapText(this.text(row.label), font, size, labelWidth)
      const value = wrapText(this.text(row.value), font, size, valueWidth)
      const height = Math.max(label.length, value.length) * size * LEADING + 2 * padding
      this.ensure(height)
      if (index % 2 === 0) this.page.drawRectangle({ x: MARGIN.x, y: this.y - height, width: CONTENT_WIDTH, height, color: COLORS.band })
      const top = this.y
      label.forEach((line, i) => {
        this.y = top - padding - i * size * LEADING
        this.drawLine(line, { x: MARGIN.x + padding, size, font })
      })
      value.forEach((line, i) => {
        this.y = top - padding - i * size * LEADING
        const x = align === 'right' ? PAGE.width - MARGIN.x - padding - font.widthOfTextAtSize(line, size) : MARGIN.x + CONTENT_WIDTH * 0.55 + padding
        this.drawLine(line, { x, size, font })
      })
      this.y = top - height
    })
    this.y -= 10
  }

  footers(note: string | undefined, label: (page: number, pages: number) => string) {
    const { regular } = this.fonts
    const y = MARGIN.bottom - 24
    this.pages.forEach((page, index) => {
      page.drawLine({ start: { x: MARGIN.x, y: y + 14 }, end: { x: PAGE.width - MARGIN.x, y: y + 14 }, thickness: 0.5, color: COLORS.rule })
      const pageText = this.text(label(index + 1, this.pages.length))
      const pageWidth = regular.widthOfTextAtSize(pageText, SIZE.footer)
      page.drawText(pageText, { x: PAGE.width - MARGIN.x - pageWidth, y, size: SIZE.footer, font: regular, color: COLORS.muted })
      if (note) {
        const [first] = wrapText(this.text(note), regular, SIZE.footer, CONTENT_WIDTH - pageWidth - 16)
        page.drawText(first!, { x: MARGIN.x, y, size: SIZE.footer, font: regular, color: COLORS.muted })
      }
    })
  }
}

const FONT_DIR = path.join('node_modules', 'dejavu-fonts-ttf', 'ttf')
let fontFiles: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined

/** The regular and bold font files, read once per process. */
function readFontFiles() {
  const read = (file: string) => readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), FONT_DIR, file))
  fontFiles ??= Promise.all([read('DejaVuSans.ttf'), read('DejaVuSans-Bold.ttf')]).then(([regular, bold]) => ({ regular, bold }))
  return fontFiles
}

/** The document as PDF bytes. */
export async function renderPdfDocument(input: PdfDocumentInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const files = await readFontFiles()
  const regular = await doc.embedFont(files.regular, { subset: true })
  const bold = await doc.embedFont(files.bold, { subset: true })
  const fonts: Fonts = { regular, bold, supported: new Set(regular.getCharacterSet()) }

  const createdAt = input.info?.createdAt ?? new Date()
  doc.setTitle(toPdfText(input.title, fonts.supported), { showInWindowTitleBar: true })
  doc.setAuthor(toPdfText(input.info?.author ?? input.company.name, fonts.supported))
  if (input.info?.subject) doc.setSubject(toPdfText(input.info.subject, fonts.supported))
  if (input.info?.keywords) doc.setKeywords(input.info.keywords.map((k) => toPdfText(k, fonts.supported)))
  doc.setCreator(toPdfText(input.company.name, fonts.supported))
  doc.setProducer('@cantoo/pdf-lib')
  doc.setCreationDate(createdAt)
  doc.setModificationDate(createdAt)
  doc.catalog.set(PDFName.of('Lang'), PDFString.of(input.lang))

  const layout = new Layout(doc, fonts, input.company)
  layout.paragraph(input.title, { size: SIZE.title, font: bold, color: COLORS.ink, after: input.subtitle ? 2 : 12 })
  if (input.subtitle) layout.paragraph(input.subtitle, { size: SIZE.subtitle, color: COLORS.muted, after: 12 })
  for (const block of input.blocks) {
    if (block.type === 'heading') layout.heading(block.text)
    else if (block.type === 'paragraph') layout.paragraph(block.text, block.small ? { size: SIZE.small, color: COLORS.muted } : {})
    else if (block.type === 'list') layout.list(block.items)
    else layout.table(block.rows, block.align ?? 'left')
  }
  layout.footers(input.footer, input.pageLabel)
  return doc.save({ useObjectStreams: false })
}
