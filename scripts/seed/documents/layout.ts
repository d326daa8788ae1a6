/**
 * Draws the gated document templates: page 1 is a fillable A4 form (AcroForm text fields and check boxes) laid
 * out on a 12-column grid from a declarative list of blocks, page 2 a short guide. Each document module
 * (proforma-invoice.ts, …) describes its form and guide; this module owns the look: the brand header, the
 * footer, field boxes and labels, tables and check boxes. Standard Helvetica only (no embedded font files),
 * so every character must exist in WinAnsi encoding (pdf-lib throws otherwise).
 */
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PageSizes,
  StandardFonts,
  TextAlignment,
  rgb,
  type PDFField,
  type PDFFont,
  type PDFForm,
  type PDFPage,
  type RGB,
} from '@cantoo/pdf-lib'
import type { DocumentKey } from '../content/resources/types'

export const BRAND_NAME = 'Northwind Trade Finance'
export const FOOTER_TEXT = 'Template \u2014 verify requirements with your customs broker'
/** Creation and modification date of every generated file, so the same source gives the same bytes. */
export const FIXED_DATE = new Date('2026-01-01T00:00:00.000Z')

/** A text field on the grid; `span` is out of 12 columns, `lines` > 1 makes it multi-line. */
type TextCell = { kind?: 'text'; name: string; label: string; span: number; lines?: number; numeric?: boolean }
/** A drawn box without a field: a wet signature or a stamp. */
type BlankCell = { kind: 'blank'; label: string; span: number; lines?: number }
type Cell = TextCell | BlankCell

type CheckItem = { name: string; label: string }
/** `numeric` columns (amounts, quantities, weights) are right-aligned. */
type TableColumn = { key: string; label: string; span: number; numeric?: boolean }

export type Block =
  | { type: 'section'; title: string }
  | { type: 'row'; cells: Cell[] }
  | { type: 'checks'; columns: number; items: CheckItem[]; label?: string }
  | { type: 'table'; prefix: string; rows: number; columns: TableColumn[] }
  | { type: 'note'; text: string }
  | { type: 'box'; title: string; lines: string[]; height: number }

export type GuideSection = { heading: string; paragraphs?: string[]; bullets?: string[] }

export type FormDocument = {
  /** Title printed on page 1 (and in the PDF metadata). */
  heading: string
  /** One line under the title: what the document is for. */
  subtitle: string
  blocks: Block[]
  /** Title of the guide on page 2. */
  guideTitle: string
  guide: GuideSection[]
}

/** A generated form document: its key (scripts/seed/content/resources/types.ts), file name and titles. */
export type FormDocumentDefinition = {
  key: Exclude<DocumentKey, 'export-customs-clearance-bundle'>
  fileName: string
  title: { en: string; es: string }
  form: FormDocument
}

const PAGE_WIDTH = PageSizes.A4[0]
const PAGE_HEIGHT = PageSizes.A4[1]
const MARGIN_X = 36
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X
const GUTTER = 6
/** Nothing but the footer goes below this line. */
const CONTENT_BOTTOM = 52

const LABEL_SIZE = 6.8
const LABEL_HEIGHT = 9
const FIELD_FONT_SIZE = 8.5
const LINE_HEIGHT = 10.5
const SINGLE_FIELD_HEIGHT = 15
const ROW_GAP = 4.5
const TABLE_ROW_HEIGHT = 14.5

const BRAND = rgb(0x0b / 255, 0x3d / 255, 0x91 / 255)
const BRAND_TINT = rgb(0xee / 255, 0xf4 / 255, 0xff / 255)
const INK = rgb(0.07, 0.09, 0.15)
const MUTED = rgb(0.33, 0.36, 0.42)
const RULE = rgb(0.62, 0.66, 0.72)
const FIELD_BACKGROUND = rgb(0.985, 0.99, 1)

type Fonts = { regular: PDFFont; bold: PDFFont }

/** Lines of `text` that fit `width` at `size` (words longer than the width are left whole). */
function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line)
        line = word
      } else {
        line = candidate
      }
    }
    lines.push(line)
  }
  return lines
}

/** Words of a guide (headings excluded), as a reader would count them. */
export function guideWordCount(guide: GuideSection[]): number {
  const text = guide.flatMap((s) => [...(s.paragraphs ?? []), ...(s.bullets ?? [])]).join(' ')
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length
}

/** Every form field name a document's blocks create, in drawing order. */
export function fieldNamesOf(blocks: Block[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'row':
        return block.cells.flatMap((cell) => (cell.kind === 'blank' ? [] : [cell.name]))
      case 'checks':
        return block.items.map((item) => item.name)
      case 'table':
        return Array.from({ length: block.rows }, (_, i) => block.columns.map((c) => tableFieldName(block.prefix, i + 1, c.key))).flat()
      default:
        return []
    }
  })
}

function tableFieldName(prefix: string, row: number, column: string): string {
  return `${prefix}${row}_${column}`
}

function columnWidth(span: number): number {
  const unit = (CONTENT_WIDTH - 11 * GUTTER) / 12
  return unit * span + GUTTER * (span - 1)
}

function boxHeight(lines = 1): number {
  return lines > 1 ? lines * LINE_HEIGHT + 4 : SINGLE_FIELD_HEIGHT
}

/** The label a PDF reader shows when the pointer rests on a field (and screen readers announce). */
function setTooltip(field: PDFField, text: string) {
  field.acroField.dict.set(PDFName.of('TU'), PDFHexString.fromText(text))
}

class FormPageWriter {
  private y: number

  constructor(
    private readonly page: PDFPage,
    private readonly form: PDFForm,
    private readonly fonts: Fonts,
    top: number,
  ) {
    this.y = top
  }

  private reserve(height: number, what: string) {
    if (this.y - height < CONTENT_BOTTOM) throw new Error(`The form does not fit on one page (at ${what}).`)
  }

  private text(text: string, x: number, y: number, size: number, options: { bold?: boolean; color?: RGB } = {}) {
    this.page.drawText(text, { x, y, size, font: options.bold ? this.fonts.bold : this.fonts.regular, color: options.color ?? INK })
  }

  private textField(
    name: string,
    tooltip: string,
    x: number,
    y: number,
    width: number,
    height: number,
    options: { multiline?: boolean; size?: number; numeric?: boolean } = {},
  ) {
    const field = this.form.createTextField(name)
    if (options.multiline) field.enableMultiline()
    if (options.numeric) field.setAlignment(TextAlignment.Right)
    field.addToPage(this.page, {
      x,
      y,
      width,
      height,
      font: this.fonts.regular,
      textColor: INK,
      backgroundColor: FIELD_BACKGROUND,
      borderColor: RULE,
      borderWidth: 0.6,
    })
    field.setFontSize(options.size ?? FIELD_FONT_SIZE)
    setTooltip(field, tooltip)
  }

  section(title: string) {
    const height = 13
    this.y -= 5
    this.reserve(height + 5, title)
    this.page.drawRectangle({ x: MARGIN_X, y: this.y - height, width: CONTENT_WIDTH, height, color: BRAND_TINT })
    this.page.drawRectangle({ x: MARGIN_X, y: this.y - height, width: 2.5, height, color: BRAND })
    this.text(title.toUpperCase(), MARGIN_X + 7, this.y - height + 3.8, 7.6, { bold: true, color: BRAND })
    this.y -= height + 5
  }

  row(cells: Cell[]) {
    const spans = cells.reduce((sum, c) => sum + c.span, 0)
    if (spans !== 12) throw new Error(`A row must span 12 columns, not ${spans} (${cells.map((c) => c.label).join(', ')}).`)
    const height = LABEL_HEIGHT + Math.max(...cells.map((c) => boxHeight(c.lines)))
    this.reserve(height, cells[0]!.label)
    let x = MARGIN_X
    for (const cell of cells) {
      const width = columnWidth(cell.span)
      if (this.fonts.regular.widthOfTextAtSize(cell.label, LABEL_SIZE) > width) throw new Error(`Label too long for its field: "${cell.label}".`)
      this.text(cell.label, x + 0.5, this.y - LABEL_SIZE, LABEL_SIZE, { color: MUTED })
      const fieldHeight = boxHeight(cell.lines)
      const fieldY = this.y - LABEL_HEIGHT - fieldHeight
      if (cell.kind === 'blank') {
        this.page.drawRectangle({ x, y: fieldY, width, height: fieldHeight, borderColor: RULE, borderWidth: 0.6 })
      } else {
        this.textField(cell.name, cell.label, x, fieldY, width, fieldHeight, { multiline: (cell.lines ?? 1) > 1, numeric: cell.numeric })
      }
      x += width + GUTTER
    }
    this.y -= height + ROW_GAP
  }

  checks(columns: number, items: CheckItem[], label?: string) {
    const size = 8.4
    const itemHeight = 12.5
    if (label) {
      this.reserve(LABEL_HEIGHT, label)
      this.text(label, MARGIN_X + 0.5, this.y - LABEL_SIZE, LABEL_SIZE, { color: MUTED })
      this.y -= LABEL_HEIGHT + 1
    }
    const rows = Math.ceil(items.length / columns)
    this.reserve(rows * itemHeight, items[0]!.label)
    const width = (CONTENT_WIDTH - (columns - 1) * GUTTER) / columns
    items.forEach((item, index) => {
      const column = index % columns
      const rowIndex = Math.floor(index / columns)
      const x = MARGIN_X + column * (width + GUTTER)
      const top = this.y - rowIndex * itemHeight
      const box = this.form.createCheckBox(item.name)
      box.addToPage(this.page, { x, y: top - 9.5, width: 9, height: 9, borderColor: INK, borderWidth: 0.7, backgroundColor: FIELD_BACKGROUND, textColor: INK })
      setTooltip(box, item.label)
      const [first] = wrapText(item.label, this.fonts.regular, size, width - 14)
      if (first !== item.label) throw new Error(`Check box label too long for its column: "${item.label}".`)
      this.text(item.label, x + 13, top - 8, size)
    })
    this.y -= rows * itemHeight + ROW_GAP - 1
  }

  table(prefix: string, rows: number, columns: TableColumn[]) {
    const spans = columns.reduce((sum, c) => sum + c.span, 0)
    if (spans !== 12) throw new Error(`A table must span 12 columns, not ${spans}.`)
    const numberWidth = 14
    const headerSize = 6.6
    const usable = CONTENT_WIDTH - numberWidth
    const widths = columns.map((c) => (usable * c.span) / 12)
    const headerLines = columns.map((c, i) => wrapText(c.label, this.fonts.bold, headerSize, widths[i]! - 4))
    const headerHeight = Math.max(...headerLines.map((l) => l.length)) * 8 + 5
    this.reserve(headerHeight + rows * TABLE_ROW_HEIGHT, 'table')
    this.page.drawRectangle({ x: MARGIN_X, y: this.y - headerHeight, width: CONTENT_WIDTH, height: headerHeight, color: BRAND_TINT })
    this.text('#', MARGIN_X + 4, this.y - 8.5, headerSize, { bold: true, color: BRAND })
    let x = MARGIN_X + numberWidth
    headerLines.forEach((lines, i) => {
      lines.forEach((line, j) => this.text(line, x + 2, this.y - 8.5 - j * 8, headerSize, { bold: true, color: BRAND }))
      x += widths[i]!
    })
    this.y -= headerHeight
    for (let row = 1; row <= rows; row++) {
      const top = this.y - (row - 1) * TABLE_ROW_HEIGHT
      this.text(String(row), MARGIN_X + 4, top - 10, 7.5, { color: MUTED })
      let cellX = MARGIN_X + numberWidth
      columns.forEach((column, i) => {
        this.textField(tableFieldName(prefix, row, column.key), `${column.label}, line ${row}`, cellX, top - TABLE_ROW_HEIGHT, widths[i]!, TABLE_ROW_HEIGHT, {
          size: 8,
          numeric: column.numeric,
        })
        cellX += widths[i]!
      })
    }
    this.y -= rows * TABLE_ROW_HEIGHT + ROW_GAP + 1
  }

  note(text: string) {
    const size = 7.4
    const lines = wrapText(text, this.fonts.regular, size, CONTENT_WIDTH)
    this.reserve(lines.length * 9.5, text.slice(0, 30))
    lines.forEach((line, i) => this.text(line, MARGIN_X, this.y - size - i * 9.5, size, { color: MUTED }))
    this.y -= lines.length * 9.5 + ROW_GAP
  }

  box(title: string, lines: string[], height: number) {
    this.y -= 4
    this.reserve(height, title)
    this.page.drawRectangle({ x: MARGIN_X, y: this.y - height, width: CONTENT_WIDTH, height, borderColor: RULE, borderWidth: 0.8, borderDashArray: [3, 2] })
    this.text(title.toUpperCase(), MARGIN_X + 7, this.y - 12, 7.2, { bold: true, color: MUTED })
    const spacing = (height - 24) / Math.max(1, lines.length)
    lines.forEach((line, i) => this.text(line, MARGIN_X + 7, this.y - 26 - i * spacing, 7.6, { color: MUTED }))
    this.y -= height + ROW_GAP
  }

  draw(blocks: Block[]) {
    for (const block of blocks) {
      if (block.type === 'section') this.section(block.title)
      else if (block.type === 'row') this.row(block.cells)
      else if (block.type === 'checks') this.checks(block.columns, block.items, block.label)
      else if (block.type === 'table') this.table(block.prefix, block.rows, block.columns)
      else if (block.type === 'note') this.note(block.text)
      else this.box(block.title, block.lines, block.height)
    }
  }
}

function drawChrome(page: PDFPage, fonts: Fonts, documentTitle: string, pageNumber: number, pageCount: number) {
  const top = PAGE_HEIGHT - 34
  page.drawText(BRAND_NAME, { x: MARGIN_X, y: top, size: 11, font: fonts.bold, color: BRAND })
  const right = documentTitle
  page.drawText(right, { x: PAGE_WIDTH - MARGIN_X - fonts.regular.widthOfTextAtSize(right, 8), y: top + 1, size: 8, font: fonts.regular, color: MUTED })
  page.drawLine({ start: { x: MARGIN_X, y: top - 7 }, end: { x: PAGE_WIDTH - MARGIN_X, y: top - 7 }, thickness: 1.2, color: BRAND })

  const footerY = 30
  page.drawLine({ start: { x: MARGIN_X, y: footerY + 11 }, end: { x: PAGE_WIDTH - MARGIN_X, y: footerY + 11 }, thickness: 0.5, color: RULE })
  page.drawText(FOOTER_TEXT, { x: MARGIN_X, y: footerY, size: 7.5, font: fonts.regular, color: MUTED })
  const pageLabel = `Page ${pageNumber} of ${pageCount}`
  page.drawText(pageLabel, {
    x: PAGE_WIDTH - MARGIN_X - fonts.regular.widthOfTextAtSize(pageLabel, 7.5),
    y: footerY,
    size: 7.5,
    font: fonts.regular,
    color: MUTED,
  })
}

/** Title and subtitle under the header line; returns where the content starts. */
function drawHeading(page: PDFPage, fonts: Fonts, heading: string, subtitle: string): number {
  const y = PAGE_HEIGHT - 66
  page.drawText(heading, { x: MARGIN_X, y, size: 15, font: fonts.bold, color: INK })
  const lines = wrapText(subtitle, fonts.regular, 8.4, CONTENT_WIDTH)
  lines.forEach((line, i) => page.drawText(line, { x: MARGIN_X, y: y - 14 - i * 10.5, size: 8.4, font: fonts.regular, color: MUTED }))
  return y - 14 - (lines.length - 1) * 10.5 - 8
}

function drawGuide(page: PDFPage, fonts: Fonts, heading: string, guide: GuideSection[]) {
  const size = 9.6
  const leading = 13.4
  const bottom = CONTENT_BOTTOM + 10
  let y = PAGE_HEIGHT - 66
  page.drawText(heading, { x: MARGIN_X, y, size: 15, font: fonts.bold, color: INK })
  y -= 12
  const width = CONTENT_WIDTH
  const need = (height: number) => {
    if (y - height < bottom) throw new Error(`The guide of "${heading}" does not fit on one page.`)
  }
  for (const section of guide) {
    y -= 16
    need(14)
    page.drawText(section.heading, { x: MARGIN_X, y, size: 11, font: fonts.bold, color: BRAND })
    y -= 5
    for (const paragraph of section.paragraphs ?? []) {
      const lines = wrapText(paragraph, fonts.regular, size, width)
      need(lines.length * leading)
      for (const line of lines) {
        y -= leading
        page.drawText(line, { x: MARGIN_X, y, size, font: fonts.regular, color: INK })
      }
      y -= 4
    }
    for (const bullet of section.bullets ?? []) {
      const lines = wrapText(bullet, fonts.regular, size, width - 14)
      need(lines.length * leading)
      lines.forEach((line, i) => {
        y -= leading
        if (i === 0) page.drawText('\u2022', { x: MARGIN_X + 3, y, size, font: fonts.bold, color: BRAND })
        page.drawText(line, { x: MARGIN_X + 14, y, size, font: fonts.regular, color: INK })
      })
      y -= 2.5
    }
  }
}

/** Builds the two-page PDF of a form document. */
export async function renderFormDocument(doc: FormDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false })
  pdf.setTitle(doc.heading, { showInWindowTitleBar: true })
  pdf.setAuthor(BRAND_NAME)
  pdf.setSubject(doc.subtitle)
  pdf.setKeywords(['template', 'trade finance', 'export'])
  pdf.setCreator(BRAND_NAME)
  pdf.setProducer('@cantoo/pdf-lib')
  pdf.setLanguage('en')
  pdf.setCreationDate(FIXED_DATE)
  pdf.setModificationDate(FIXED_DATE)

  const fonts: Fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) }
  const form = pdf.getForm()

  const formPage = pdf.addPage(PageSizes.A4)
  drawChrome(formPage, fonts, doc.heading, 1, 2)
  const top = drawHeading(formPage, fonts, doc.heading, doc.subtitle)
  new FormPageWriter(formPage, form, fonts, top).draw(doc.blocks)

  const guidePage = pdf.addPage(PageSizes.A4)
  drawChrome(guidePage, fonts, doc.heading, 2, 2)
  drawGuide(guidePage, fonts, doc.guideTitle, doc.guide)

  form.updateFieldAppearances(fonts.regular)
  return pdf.save({ useObjectStreams: true })
}
