/**
 * One CSV cell: formula-looking text neutralised so spreadsheets do not run it, and quoted whenever it holds a
 * character that any common spreadsheet setting takes as a separator (`,` `;` tab `|`) or a line break: an unquoted
 * `ACME;=HYPERLINK(…)` would become a formula cell where `;` separates.
 */
export function toCsvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  // A formula trigger first, or after leading spaces (which spreadsheets skip), in ASCII or full width.
  if (/^[\s]*[=+\-@＝＋－＠]|^[\t\r\n]/.test(text)) text = `'${text}`
  return /[",;\t|\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => toCsvCell(row[c])).join(','))]
  return `${lines.join('\r\n')}\r\n`
}
