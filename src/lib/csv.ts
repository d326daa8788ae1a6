/** One CSV cell: quoted when needed, and formula-looking text neutralised so spreadsheets do not run it. */
export function toCsvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(columns: readonly string[], rows: readonly Record<string, unknown>[]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => toCsvCell(row[c])).join(','))]
  return `${lines.join('\r\n')}\r\n`
}
