import { cleanText, type CsvFile, type RowIssue } from './read-csv'

type HsnCode = {
  code: string
  publishedCode: string
  parentCode: string | null
  description: string
  searchContext: string[]
  isLegacy: boolean
  isRepaired: boolean
  excludedFromNavigation: boolean
}
export type ParsedIndiaHsn = { codes: HsnCode[]; skipped: RowIssue[]; notices: RowIssue[] }

/** The headers of the GST portal's own sheet (HSN_MSTR), mapped to those of the cleaned CSV. */
export const INDIA_HSN_HEADER_ALIASES = { HSN_CD: 'hsn_code', HSN_Description: 'description' }

/** India's national chapter (project imports, laboratory chemicals, baggage…): not in the HS, not legacy. */
const NATIONAL_CHAPTERS = new Set(['98'])

const TEST_ROW = /^(\S+\s+)?test$/i

type Candidate = Omit<HsnCode, 'parentCode' | 'searchContext'> & { line: number; levelTexts: string[] }

function junkReason(description: string): string | null {
  if (description === '' || /^[-–—.]+$/.test(description)) return 'empty description'
  if (/^omitted$/i.test(description)) return 'code marked "Omitted"'
  if (TEST_ROW.test(description)) return 'test row'
  return null
}

/**
 * India's HSN list, checked against the HS 2022 nomenclature (`hsCodes`: code → description):
 * - junk rows are skipped ("AKASH test", "-", "Omitted"), and so are later duplicates of a code;
 * - odd-length codes (a number that lost its leading zero in Excel) are padded and marked repaired;
 * - even-length 4/6-digit codes that lost a zero ("2031" for the grouping line "0203 1-") are recognised because
 *   they are not HS codes, have no codes below them and "0" + their first digits is a heading or subheading;
 *   they are stored under the repaired 5/7-digit code, kept out of navigation;
 * - other 4/6-digit codes missing from HS 2022 are legacy and kept out of navigation; 8-digit codes whose
 *   subheading is not in HS 2022 are legacy (still searchable, marked);
 * - each code is linked to its nearest ancestor present in the list (6, then 4, then 2 digits).
 */
export function parseIndiaHsn(file: CsvFile, hsCodes: ReadonlyMap<string, string>): ParsedIndiaHsn {
  const skipped: RowIssue[] = [...file.skipped]
  const notices: RowIssue[] = []
  const candidates = new Map<string, Candidate>()

  for (const { line, values } of file.records) {
    const publishedCode = cleanText(values.hsn_code_raw ?? values.hsn_code)
    const publishedDigits = publishedCode.replace(/[\s.]/g, '')
    const normalised = cleanText(values.hsn_code).replace(/[\s.]/g, '')
    const issue = (reason: string): void => {
      skipped.push({ file: file.name, line, code: publishedCode, reason })
    }
    if (!/^\d+$/.test(normalised) || !/^\d+$/.test(publishedDigits)) {
      issue('code is not numeric')
      continue
    }
    const code = normalised.length % 2 === 1 ? `0${normalised}` : normalised
    if (![2, 4, 6, 8].includes(code.length)) {
      issue('code is not 2, 4, 6 or 8 digits')
      continue
    }
    // Some cells hold every level's text separated by "~": the last part is the row's own description.
    const levelTexts = cleanText(values.description)
      .split('~')
      .map((part) => part.trim())
      .filter(Boolean)
    const description = levelTexts.pop() ?? ''
    const junk = junkReason(description)
    if (junk) {
      issue(junk)
      continue
    }
    const candidate: Candidate = {
      code,
      publishedCode,
      description,
      levelTexts,
      line,
      isRepaired: code !== publishedDigits,
      isLegacy: false,
      excludedFromNavigation: false,
    }
    const existing = candidates.get(code)
    if (!existing) {
      candidates.set(code, candidate)
      continue
    }
    // Of two rows with one code, the first whose code needed no repair wins.
    const replaceExisting = existing.isRepaired && !candidate.isRepaired
    const dropped = replaceExisting ? existing : candidate
    if (replaceExisting) candidates.set(code, candidate)
    skipped.push({ file: file.name, line: dropped.line, code: dropped.publishedCode, reason: 'duplicate code' })
  }

  const prefixesOfLongerCodes = new Set<string>()
  for (const code of candidates.keys()) for (let n = 2; n < code.length; n++) prefixesOfLongerCodes.add(code.slice(0, n))

  const rows: Candidate[] = []
  for (const row of candidates.values()) {
    const chapter = row.code.slice(0, 2)
    const inHs = hsCodes.has(row.code)
    if ((row.code.length === 4 || row.code.length === 6) && !inHs && !NATIONAL_CHAPTERS.has(chapter)) {
      const lostZero = `0${row.code}`
      const lostZeroParent = lostZero.slice(0, -1)
      if (row.code[0] !== '0' && !prefixesOfLongerCodes.has(row.code) && (candidates.has(lostZeroParent) || hsCodes.has(lostZeroParent))) {
        notices.push({
          file: file.name,
          line: row.line,
          code: row.publishedCode,
          reason: 'lost its leading zero: stored as a grouping line, out of navigation',
        })
        row.code = lostZero
        row.isRepaired = true
      } else {
        row.isLegacy = true
      }
      row.excludedFromNavigation = true
    } else if (row.code.length === 8 && !NATIONAL_CHAPTERS.has(chapter) && !hsCodes.has(row.code.slice(0, 6))) {
      row.isLegacy = true
    }
    rows.push(row)
  }

  const byCode = new Map(rows.map((row) => [row.code, row]))
  const nearestAncestor = (code: string): Candidate | null => {
    for (let n = code.length % 2 === 0 ? code.length - 2 : code.length - 1; n >= 2; n -= 2) {
      const ancestor = byCode.get(code.slice(0, n))
      if (ancestor) return ancestor
    }
    return null
  }

  const codes = rows.map(({ line, levelTexts, ...row }): HsnCode => {
    const parent = row.code.length > 2 ? nearestAncestor(row.code) : null
    if (row.code.length > 2 && !parent) {
      notices.push({ file: file.name, line, code: row.publishedCode, reason: 'chapter missing: imported without a parent' })
    }
    // Searched with a lower weight: the ancestors below chapter level, the HS 2022 wording, the "~" prefixes.
    const context = [...levelTexts]
    for (let ancestor = parent; ancestor && ancestor.code.length > 2; ancestor = nearestAncestor(ancestor.code)) {
      context.push(ancestor.description)
    }
    const hsWording = hsCodes.get(row.code.slice(0, 6)) ?? hsCodes.get(row.code.slice(0, 4))
    if (hsWording && row.code.length > 2) context.push(hsWording)
    return { ...row, parentCode: parent?.code ?? null, searchContext: context }
  })
  codes.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
  return { codes, skipped, notices }
}
