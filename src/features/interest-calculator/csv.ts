import { toCsv } from '@/lib/csv'
import { toMajorUnits, type LoanEmiFigures } from './formulas'
import type { LoanEmiParams } from './schema'

const COLUMNS = ['month', 'payment', 'principal', 'interest', 'balance'] as const

/** Minor units as a plain decimal with 2 places ("88848.79"), the way spreadsheets read numbers in any locale. */
function amount(minor: number): string {
  return toMajorUnits(minor).toFixed(2)
}

/** A loan's month-by-month schedule as CSV: one row per month, amounts in major units with 2 decimals. */
export function scheduleCsv(figures: LoanEmiFigures): string {
  return toCsv(
    COLUMNS,
    figures.schedule.map((row) => ({
      month: row.month,
      payment: amount(row.payment),
      principal: amount(row.principal),
      interest: amount(row.interest),
      balance: amount(row.balance),
    })),
  )
}

/** "emi-schedule-1000000-12pct-12m.csv": the file name says which loan it is. */
export function scheduleCsvFileName(params: LoanEmiParams): string {
  const rate = String(params.annualRatePercent).replace('.', '_')
  return `emi-schedule-${String(params.principal).replace('.', '_')}-${rate}pct-${params.months}m.csv`
}
