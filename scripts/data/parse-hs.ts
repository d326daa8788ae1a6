import { cleanText, type CsvFile, type RowIssue } from './read-csv'

type HsSection = { id: string; position: number; name: string }
type HsCode = { code: string; sectionId: string; parentCode: string | null; description: string }
export type ParsedHs = { sections: HsSection[]; codes: HsCode[]; skipped: RowIssue[]; notices: RowIssue[] }

const ROMAN_VALUES: Record<string, number> = { I: 1, V: 5, X: 10, L: 50 }

function romanToNumber(roman: string): number | null {
  if (!/^[IVXL]+$/.test(roman)) return null
  let total = 0
  for (let i = 0; i < roman.length; i++) {
    const value = ROMAN_VALUES[roman[i]!]!
    const next = ROMAN_VALUES[roman[i + 1] ?? ''] ?? 0
    total += value < next ? -value : value
  }
  return total
}

/** UN Comtrade's reporting codes (99, 9999, 999999 "not specified according to kind") are not WCO HS codes. */
function isComtradeReportingCode(code: string): boolean {
  return /^9+$/.test(code)
}

/**
 * The HS 2022 nomenclature: sections (I–XXI) and the chapters, headings and subheadings, each linked to the
 * code two digits shorter. Comtrade's TOTAL and 99… rows are dropped.
 */
export function parseHs(sectionsFile: CsvFile, codesFile: CsvFile): ParsedHs {
  const skipped: RowIssue[] = [...sectionsFile.skipped, ...codesFile.skipped]
  const notices: RowIssue[] = []

  const sections: HsSection[] = []
  for (const { line, values } of sectionsFile.records) {
    const id = cleanText(values.section).toUpperCase()
    const name = cleanText(values.name)
    const position = romanToNumber(id)
    if (position === null) skipped.push({ file: sectionsFile.name, line, code: id, reason: 'section is not a Roman numeral' })
    else if (!name) skipped.push({ file: sectionsFile.name, line, code: id, reason: 'empty description' })
    else if (sections.some((s) => s.id === id)) skipped.push({ file: sectionsFile.name, line, code: id, reason: 'duplicate code' })
    else sections.push({ id, position, name: name[0]!.toUpperCase() + name.slice(1) })
  }
  const sectionIds = new Set(sections.map((s) => s.id))

  const byCode = new Map<string, HsCode & { line: number }>()
  for (const { line, values } of codesFile.records) {
    const code = cleanText(values.hscode)
    const description = cleanText(values.description)
    const sectionId = cleanText(values.section).toUpperCase()
    const issue = (reason: string): void => {
      skipped.push({ file: codesFile.name, line, code, reason })
    }
    if (code === 'TOTAL' || isComtradeReportingCode(code)) issue('UN Comtrade reporting code, not an HS code')
    else if (!/^\d{2}(\d{2}){0,2}$/.test(code)) issue('code is not 2, 4 or 6 digits')
    else if (!description) issue('empty description')
    else if (!sectionIds.has(sectionId)) issue(`unknown section "${sectionId}"`)
    else if (byCode.has(code)) issue('duplicate code')
    else byCode.set(code, { code, sectionId, parentCode: code.length === 2 ? null : code.slice(0, -2), description, line })
  }

  const codes: HsCode[] = []
  for (const { line, ...row } of byCode.values()) {
    if (row.parentCode !== null && !byCode.has(row.parentCode)) {
      notices.push({ file: codesFile.name, line, code: row.code, reason: 'parent code missing: imported without a parent' })
      row.parentCode = null
    }
    codes.push(row)
  }
  return { sections, codes, skipped, notices }
}
