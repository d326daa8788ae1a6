import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { ImportCheckError } from './errors'

type CsvRecord = { line: number; values: Record<string, string> }

/** A source row left out of the import, or a repair worth reporting; `line` is the line in the file. */
export type RowIssue = { file: string; line: number; code?: string; reason: string }

/** A source file as read, before parsing: enough to tell whether it changed. */
export type SourceFile = { name: string; content: Buffer; sha256: string }

export type CsvFile = { name: string; records: CsvRecord[]; skipped: RowIssue[] }

const REPLACEMENT_CHARACTER = '\uFFFD'

export function readSourceFile(file: string): SourceFile {
  const content = readFileSync(file)
  return { name: path.basename(file), content, sha256: createHash('sha256').update(content).digest('hex') }
}

/**
 * Parses a CSV file with a header row. A UTF-8 byte order mark is dropped; rows holding bytes that are not
 * UTF-8, or a number of fields other than the header's, are skipped and reported rather than imported garbled.
 * `aliases` maps accepted header names to the names the caller uses.
 */
export function parseCsvFile({ name, content }: SourceFile, required: string[], aliases: Record<string, string> = {}): CsvFile {
  const text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: false }).decode(content)
  // In a file that is valid UTF-8 throughout, a U+FFFD is a character of the data (a source that lost an accent
  // before us), not a decoding failure: the parser of the dataset decides what to do with it.
  const hasInvalidBytes = !isValidUtf8(content)
  // With `info`, csv-parse returns { record, info } pairs; its type declarations do not model that option.
  const rows = parse(text, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[]
  const [headerRow, ...dataRows] = rows
  if (!headerRow) throw new ImportCheckError(`${name} is empty`)
  const header = headerRow.record.map((h) => {
    const trimmed = h.replace(/^\uFEFF/, '').trim()
    return aliases[trimmed] ?? trimmed
  })
  const missing = required.filter((column) => !header.includes(column))
  if (missing.length > 0) throw new ImportCheckError(`${name} lacks the column(s) ${missing.join(', ')} (found: ${header.join(', ')})`)

  const records: CsvRecord[] = []
  const skipped: RowIssue[] = []
  for (const { record, info } of dataRows) {
    const line = info.lines
    if (record.length !== header.length) {
      skipped.push({ file: name, line, reason: `${record.length} fields instead of ${header.length}` })
    } else if (hasInvalidBytes && record.some((value) => value.includes(REPLACEMENT_CHARACTER))) {
      skipped.push({ file: name, line, reason: 'bytes that are not valid UTF-8' })
    } else {
      records.push({ line, values: Object.fromEntries(header.map((column, i) => [column, record[i]!])) })
    }
  }
  return { name, records, skipped }
}

function isValidUtf8(content: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content)
    return true
  } catch {
    return false
  }
}

/** Collapses runs of whitespace (line breaks inside quoted cells included) to single spaces. */
export function cleanText(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim()
}
