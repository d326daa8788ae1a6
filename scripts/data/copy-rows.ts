import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ClientBase } from 'pg'
import { from as copyFrom } from 'pg-copy-streams'

export type CopyValue = string | number | boolean | null | readonly string[]

const ROWS_PER_CHUNK = 2000

/** Escapes a value for COPY's text format (tab-separated, backslash escapes, \N for NULL). */
function escapeCopyText(text: string): string {
  return text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
}

function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`
}

function encodeValue(value: CopyValue): string {
  if (value === null) return '\\N'
  if (typeof value === 'boolean') return value ? 't' : 'f'
  if (typeof value === 'number') return String(value)
  return escapeCopyText(typeof value === 'string' ? value : arrayLiteral(value))
}

function* encodeRows(rows: readonly CopyValue[][]): Generator<string> {
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    yield rows
      .slice(start, start + ROWS_PER_CHUNK)
      .map((row) => `${row.map(encodeValue).join('\t')}\n`)
      .join('')
  }
}

/** Loads rows with COPY FROM STDIN: one round trip per table, far faster than INSERTs. */
export async function copyRows(client: ClientBase, table: string, columns: readonly string[], rows: readonly CopyValue[][]): Promise<void> {
  if (rows.length === 0) return
  const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`))
  await pipeline(Readable.from(encodeRows(rows)), stream)
}
