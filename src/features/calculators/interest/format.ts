import { getEdition, type EditionCode } from '@/i18n/editions'
import { numberFormat } from '@/lib/intl'
import { roundHalfUp, toMajorUnits, type InvoiceFinanceFigures } from './formulas'

/**
 * Figures written the edition's way. Money comes in minor units and is shown with 2 decimals in the
 * edition's currency (₹ in India, USD in Mexico and the USA); rates are rounded half-up to 2 decimals first,
 * as the API answers them, so the page and the API never differ by a cent.
 */

export function formatMoney(edition: EditionCode, minor: number): string {
  const { formatLocale, currency } = getEdition(edition)
  return numberFormat(formatLocale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(toMajorUnits(minor))
}

/** A rate or ratio with exactly 2 decimals: 36.734693… → "36.73". */
export function formatFixed(edition: EditionCode, value: number, decimals = 2): string {
  return numberFormat(getEdition(edition).formatLocale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    roundHalfUp(value, decimals),
  )
}

/** An input as the visitor typed it (up to `maxDecimals`), grouped the edition's way: 1000000 → "10,00,000". */
export function formatInput(edition: EditionCode, value: number, maxDecimals = 4): string {
  return numberFormat(getEdition(edition).formatLocale, { maximumFractionDigits: maxDecimals }).format(value)
}

/** A short amount for chart axes: "₹88.8K", "USD 1.1 M"; zero as "0". */
export function formatCompactMoney(edition: EditionCode, minor: number): string {
  if (minor === 0) return '0'
  const { formatLocale, currency } = getEdition(edition)
  return numberFormat(formatLocale, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(toMajorUnits(minor))
}

/** An invoice-finance result's figures as the page and the termsheet show them. */
export function invoiceFinanceAmounts(edition: EditionCode, figures: InvoiceFinanceFigures) {
  const money = (minor: number) => formatMoney(edition, minor)
  return {
    invoice: money(figures.invoice),
    advance: money(figures.advance),
    interest: money(figures.interest),
    fees: money(figures.fees),
    feeTax: money(figures.feeTax),
    netToday: money(figures.netToday),
    balance: money(figures.balanceAtMaturity),
    totalCost: money(figures.totalCost),
    costPer100: formatFixed(edition, figures.costPer100),
    effectiveRate: formatFixed(edition, figures.effectiveAnnualRatePercent),
  }
}
