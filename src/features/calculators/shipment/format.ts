import type { CurrencyTotal, QuoteLine, QuoteResult } from '@/features/calculators/shipping/types'
import { formatDate, getEdition, type EditionCode } from '@/i18n/editions'
import { dateTimeFormat, numberFormat } from '@/lib/intl'

/**
 * How the estimate's figures read in an edition: amounts in their own currency with the edition's number
 * format (the page uses the currency's symbol, the PDF its ISO code, which the PDF's font can always draw).
 */

type MoneyStyle = 'symbol' | 'code'

export function formatMoney(edition: EditionCode, amount: number, currency: string, style: MoneyStyle = 'symbol'): string {
  return numberFormat(getEdition(edition).formatLocale, {
    style: 'currency',
    currency,
    currencyDisplay: style,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
}

/** "USD 1,200.00" or, for a published range, the low and high ends through the `range` template ("{low} to {high}"). */
export function formatAmount(
  edition: EditionCode,
  figure: { amount: number; amountHigh?: number; currency: string },
  range: (low: string, high: string) => string,
  style: MoneyStyle = 'symbol',
): string {
  const low = formatMoney(edition, figure.amount, figure.currency, style)
  if (figure.amountHigh === undefined || figure.amountHigh === figure.amount) return low
  return range(low, formatMoney(edition, figure.amountHigh, figure.currency, style))
}

/** A quantity with at most `digits` decimals in the edition's format. */
export function formatQuantity(edition: EditionCode, value: number, digits = 2): string {
  return numberFormat(getEdition(edition).formatLocale, { maximumFractionDigits: digits }).format(value)
}

/** Every total of the estimate: the main currency's first, then the others, never converted. */
export function quoteTotals(quote: Pick<QuoteResult, 'total' | 'totalHigh' | 'currency' | 'otherTotals'>): CurrencyTotal[] {
  return [{ currency: quote.currency, amount: quote.total, ...(quote.totalHigh !== undefined && { amountHigh: quote.totalHigh }) }, ...quote.otherTotals]
}

/** The charges the estimate includes, by label, each once, in the order of the lines. */
export function includedCharges(lines: readonly Pick<QuoteLine, 'label'>[]): string[] {
  return [...new Set(lines.map((line) => line.label))]
}

export const KM_PER_NAUTICAL_MILE = 1.852

/** "40HC × 2, 20GP × 1": the containers of an FCL estimate. */
export function containersText(containers: readonly { type: string; count: number }[]): string {
  return containers.map((c) => `${c.count} × ${c.type}`).join(', ')
}

/**
 * A source's date as published: a day, a month ("2021-10") or a year ("2025") in the edition's format, or null
 * when the source gives none as a date ("not stated", "current regulation (19 CFR 24.24)").
 */
export function formatSourceDate(edition: EditionCode, text: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(edition, text)
  if (/^\d{4}-\d{2}$/.test(text)) {
    const format = dateTimeFormat(getEdition(edition).formatLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    return format.format(new Date(`${text}-01T00:00:00Z`))
  }
  return /^\d{4}$/.test(text) ? text : null
}

/** "as of 5 March 2026", or the source's own words where it gives no date ("date: not stated"). */
export function sourceDateText(
  edition: EditionCode,
  t: (key: 'result.sourceDate' | 'result.sourceDateAsGiven', values: { date: string }) => string,
  text: string,
): string {
  const date = formatSourceDate(edition, text)
  return date ? t('result.sourceDate', { date }) : t('result.sourceDateAsGiven', { date: text })
}
