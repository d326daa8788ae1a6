import { cleanText, type CsvFile, type RowIssue } from './read-csv'

type HtsLine = {
  id: number
  parentId: number | null
  htsNumber: string | null
  htsDigits: string | null
  statSuffix: string | null
  indent: number
  chapter: string
  description: string
  path: string[]
  units: string[]
  generalRate: string | null
  specialRate: string | null
  column2Rate: string | null
  ratesInherited: boolean
  quotaQuantity: string | null
  additionalDuties: string | null
  footnotes: string[]
  chapter99Refs: string[]
}
export type ParsedUsHts = { lines: HtsLine[]; skipped: RowIssue[]; notices: RowIssue[] }

/** The USITC export's columns that every revision has; Quota Quantity and Additional Duties are read when present. */
export const HTS_REQUIRED_COLUMNS = [
  'HTS Number',
  'Indent',
  'Description',
  'Unit of Quantity',
  'General Rate of Duty',
  'Special Rate of Duty',
  'Column 2 Rate of Duty',
]
/** Not in USITC's CSV export (its JSON has them); kept when an export carries the column. */
const FOOTNOTES_COLUMN = 'Footnotes'

const CHAPTER_99_REFERENCE = /\b99\d{2}\.\d{2}(?:\.\d{2}){0,2}\b/g

function optionalText(value: string | undefined): string | null {
  const text = cleanText(value)
  return text === '' ? null : text
}

/** `["kg","kg cmsc"]` → ['kg', 'kg cmsc']; blank entries (the export writes `[""]` and `["\n"]`) dropped. */
function parseUnits(value: string | undefined): string[] | null {
  const text = cleanText(value)
  if (text === '') return []
  try {
    const parsed: unknown = JSON.parse(text)
    if (!Array.isArray(parsed) || !parsed.every((u) => typeof u === 'string')) return null
    return parsed.map((u) => cleanText(u)).filter(Boolean)
  } catch {
    return null
  }
}

function parseFootnotes(value: string | undefined): string[] {
  const text = cleanText(value)
  if (text === '') return []
  try {
    const parsed: unknown = JSON.parse(text)
    if (Array.isArray(parsed)) {
      return parsed
        .map((note) => (typeof note === 'string' ? note : typeof note === 'object' && note && 'value' in note ? String(note.value) : ''))
        .map(cleanText)
        .filter(Boolean)
    }
  } catch {
    // plain text, not a JSON list
  }
  return [text]
}

/**
 * The USITC export in schedule order. Indents become parent links (the nearest line above with a smaller
 * indent; "03" reads as 3), 10-digit statistical lines without rates take their 8-digit line's rates (marked
 * inherited), and chapter-99 headings cited anywhere in a line are collected.
 */
export function parseUsHts(file: CsvFile): ParsedUsHts {
  const skipped: RowIssue[] = [...file.skipped]
  const notices: RowIssue[] = []
  const lines: HtsLine[] = []
  const byDigits = new Map<string, HtsLine>()
  const open: HtsLine[] = []
  let lastChapter: string | null = null

  file.records.forEach(({ line, values }, index) => {
    const htsNumber = optionalText(values['HTS Number'])
    const indentText = cleanText(values.Indent)
    const description = cleanText(values.Description)
    const units = parseUnits(values['Unit of Quantity'])
    const issue = (reason: string): void => {
      skipped.push({ file: file.name, line, code: htsNumber ?? undefined, reason })
    }
    const htsDigits = htsNumber?.replace(/\./g, '') ?? null
    if (htsNumber !== null && !/^\d{4}(\.\d{2}){0,3}$/.test(htsNumber)) return issue('malformed HTS number')
    if (!/^\d{1,2}$/.test(indentText)) return issue('indent is not a number')
    if (description === '') return issue('empty description')
    if (units === null) return issue('unit of quantity is not a list')
    if (htsDigits !== null && byDigits.has(htsDigits)) return issue('duplicate code')
    const chapter = htsDigits?.slice(0, 2) ?? lastChapter
    if (chapter === null) return issue('text line before any numbered line')
    lastChapter = chapter

    const indent = Number(indentText)
    while (open.length > 0 && open[open.length - 1]!.indent >= indent) open.pop()
    const parent = open[open.length - 1] ?? null
    if (!parent && indent > 0)
      notices.push({ file: file.name, line, code: htsNumber ?? undefined, reason: 'no line above with a smaller indent: imported without a parent' })

    const entry: HtsLine = {
      id: index + 1,
      parentId: parent?.id ?? null,
      htsNumber,
      htsDigits,
      statSuffix: htsDigits?.length === 10 ? htsDigits.slice(8) : null,
      indent,
      chapter,
      description,
      path: open.map((ancestor) => ancestor.description),
      units,
      generalRate: optionalText(values['General Rate of Duty']),
      specialRate: optionalText(values['Special Rate of Duty']),
      column2Rate: optionalText(values['Column 2 Rate of Duty']),
      ratesInherited: false,
      quotaQuantity: optionalText(values['Quota Quantity']),
      additionalDuties: optionalText(values['Additional Duties']),
      footnotes: parseFootnotes(values[FOOTNOTES_COLUMN]),
      chapter99Refs: [],
    }

    if (htsDigits?.length === 10 && !entry.generalRate && !entry.specialRate && !entry.column2Rate) {
      const tariffLine = byDigits.get(htsDigits.slice(0, 8))
      if (tariffLine) {
        entry.generalRate = tariffLine.generalRate
        entry.specialRate = tariffLine.specialRate
        entry.column2Rate = tariffLine.column2Rate
        entry.ratesInherited = true
      } else {
        notices.push({ file: file.name, line, code: htsNumber ?? undefined, reason: 'no 8-digit line to take rates from' })
      }
    }

    const cited = [entry.description, entry.generalRate, entry.specialRate, entry.column2Rate, entry.additionalDuties, ...entry.footnotes]
      .flatMap((text) => text?.match(CHAPTER_99_REFERENCE) ?? [])
      .filter((ref) => ref !== htsNumber)
    entry.chapter99Refs = [...new Set(cited)].sort()

    lines.push(entry)
    if (htsDigits !== null) byDigits.set(htsDigits, entry)
    open.push(entry)
  })
  return { lines, skipped, notices }
}
