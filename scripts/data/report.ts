import type { ImportReport } from './import-reference-data'
import type { RowIssue } from './read-csv'

const EXAMPLES_PER_REASON = 3

function groupByReason(issues: RowIssue[]): string[] {
  const groups = new Map<string, RowIssue[]>()
  for (const issue of issues) groups.set(issue.reason, [...(groups.get(issue.reason) ?? []), issue])
  return [...groups.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([reason, list]) => {
      const examples = list.slice(0, EXAMPLES_PER_REASON).map((i) => `${i.file}:${i.line}${i.code ? ` ${i.code}` : ''}`)
      return `${String(list.length).padStart(6)}  ${reason} (e.g. ${examples.join(', ')})`
    })
}

/** The short summary printed after an import: rows per table, skipped rows and repairs by reason, time. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = []
  for (const d of report.datasets) {
    const counts = Object.entries(d.rowCounts)
      .map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`)
      .join(', ')
    lines.push(`${d.dataset.padEnd(10)} ${d.status === 'imported' ? 'imported ' : 'unchanged'}  ${d.versionLabel}: ${counts}`)
    if (d.skipped.length > 0) lines.push(`  skipped ${d.skipped.length} rows:`, ...groupByReason(d.skipped).map((l) => `  ${l}`))
    if (d.notices.length > 0) lines.push(`  repaired or relinked ${d.notices.length} rows:`, ...groupByReason(d.notices).map((l) => `  ${l}`))
  }
  lines.push(`Done in ${(report.durationMs / 1000).toFixed(1)} s.`)
  return lines.join('\n')
}
