import { toCsv } from '@/lib/csv'
import { toMajorUnits, type LoanEmiFigures } from './formulas'
import type { LoanCost } from './full-cost'
import type { LoanEmiParams } from './schema'

const COLUMNS = ['month', 'payment', 'principal', 'interest', 'charges', 'balance'] as const

/** Minor units as a plain decimal with 2 places ("88848.79"), the way spreadsheets read numbers in any locale. */
function amount(minor: number): string {
  return toMajorUnits(minor).toFixed(2)
}

/**
 * A loan's month-by-month schedule as CSV, amounts in major units with 2 decimals. When the lender deducts
 * charges at disbursement, month 0 carries them: the borrower pays them out of the loan before the first EMI.
 */
export function scheduleCsv(figures: LoanEmiFigures & { cost: LoanCost }): string {
  const charges = figures.cost.charges.total
  const disbursement =
    charges > 0
      ? [{ month: 0, payment: amount(charges), principal: amount(0), interest: amount(0), charges: amount(charges), balance: amount(figures.principal) }]
      : []
  return toCsv(COLUMNS, [
    ...disbursement,
    ...figures.schedule.map((row) => ({
      month: row.month,
      payment: amount(row.payment),
      principal: amount(row.principal),
      interest: amount(row.interest),
      charges: amount(0),
      balance: amount(row.balance),
    })),
  ])
}

/** "emi-schedule-1000000-12pct-12m.csv": the file name says which loan it is. */
export function scheduleCsvFileName(params: Pick<LoanEmiParams, 'principal' | 'annualRatePercent' | 'months'>): string {
  const rate = String(params.annualRatePercent).replace('.', '_')
  return `emi-schedule-${String(params.principal).replace('.', '_')}-${rate}pct-${params.months}m.csv`
}
