import type { HtsLine } from '@/features/reference-tools/data/hts'
import { toCsv } from '@/lib/csv'

const COLUMNS = [
  'hts_number',
  'stat_suffix',
  'indent',
  'description',
  'unit_of_quantity',
  'general_rate',
  'special_rate',
  'column2_rate',
  'rates_inherited',
  'chapter99_references',
  'footnotes',
] as const

/** HTS lines as a CSV file (formula-looking cells neutralised by toCsv), one line per row. */
export function htsLinesCsv(lines: readonly HtsLine[]): string {
  return toCsv(
    COLUMNS,
    lines.map((line) => ({
      hts_number: line.htsNumber,
      stat_suffix: line.statSuffix,
      indent: line.indent,
      description: line.description,
      unit_of_quantity: line.units.join(' / '),
      general_rate: line.generalRate,
      special_rate: line.specialRate,
      column2_rate: line.column2Rate,
      rates_inherited: line.ratesInherited ? 'yes' : 'no',
      chapter99_references: line.chapter99Refs.join(' '),
      footnotes: line.footnotes.join(' | '),
    })),
  )
}

/** A file name for a query's results: "hts-frozen-shrimp.csv". */
export function htsCsvFileName(query: string): string {
  const slug = query
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
  return `hts-${slug || 'search'}.csv`
}
