import type { EditionCode } from '@/i18n/editions'
import { percentOf, toMinorUnits, type InvoiceFinanceFigures } from './formulas'

/**
 * The full cost of credit as each edition's regulator makes lenders state it: one annual rate from the cash
 * flows, the amount actually received against every payment, so that fees deducted at the start count.
 *
 * - `rbi-kfs` (India): the Reserve Bank of India's Key Facts Statement (circular RBI/2024-25/18, Annex B):
 *   the APR is computed on the net disbursed amount, by the IRR approach on a reducing balance. Fees count
 *   with their GST, as lenders' KFS figures do; the IRR per month is annualised by 12.
 * - `banxico-cat` (Mexico): Banco de México's Costo Anual Total: the annual effective rate i at which the
 *   amounts disbursed equal the payments, each discounted by (1 + i)^t with t in years. Taxes (IVA) are left
 *   out, so the tax on fees does not count. "Para fines informativos y de comparación."
 * - `reg-z-actuarial` (USA): the actuarial method of Regulation Z, Appendix J (12 CFR 1026): the rate per
 *   unit period (a month for monthly payments) times the unit periods in a year. Prepaid finance charges (the
 *   fees, and a tax on them if any) reduce the amount financed.
 */
export type AprMethod = 'rbi-kfs' | 'banxico-cat' | 'reg-z-actuarial'

export const EDITION_APR_METHOD: Record<EditionCode, AprMethod> = { 'en-in': 'rbi-kfs', 'es-mx': 'banxico-cat', 'en-us': 'reg-z-actuarial' }

/**
 * The tax on a lender's fees, preselected per edition: GST 18% on financial services in India, IVA 16% on
 * commissions in Mexico (shown as a cost, left out of the CAT), none in the USA.
 */
export const DEFAULT_FEE_TAX_PERCENT: Record<EditionCode, number> = { 'en-in': 18, 'es-mx': 16, 'en-us': 0 }

/** Whether a method counts the tax on fees as part of the cost. */
function countsTaxOnFees(method: AprMethod): boolean {
  return method !== 'banxico-cat'
}

/** Present value at a rate per period of payments made at the end of periods 1, 2, 3… */
function presentValue(payments: readonly number[], rate: number): number {
  let value = 0
  let discount = 1
  for (const payment of payments) {
    discount /= 1 + rate
    value += payment * discount
  }
  return value
}

/**
 * The internal rate of return per period of a loan: the rate at which payments made at the end of each
 * period are worth exactly the amount received at its start. Bisection, which cannot diverge: the present
 * value falls as the rate rises. Undefined when the payments do not even repay the amount (no positive rate).
 */
export function ratePerPeriod(received: number, payments: readonly number[]): number | undefined {
  const total = payments.reduce((sum, payment) => sum + payment, 0)
  if (!(received > 0) || payments.length === 0 || total < received) return undefined
  if (total === received) return 0
  let low = 0
  let high = 1
  while (presentValue(payments, high) > received) {
    high *= 2
    if (high > 1e6) return undefined
  }
  for (let step = 0; step < 200 && high - low > 1e-15; step++) {
    const middle = (low + high) / 2
    if (presentValue(payments, middle) > received) low = middle
    else high = middle
  }
  return (low + high) / 2
}

/** The decimals a method's rate is stated with: Banxico has the CAT shown with one, the APRs have two. */
export function statedDecimals(method: AprMethod): number {
  return method === 'banxico-cat' ? 1 : 2
}

/** A rate per period as each method states it for a year of `periodsPerYear` periods, in percent, full precision. */
export function annualRate(method: AprMethod, periodRate: number, periodsPerYear: number): number {
  if (method === 'banxico-cat') return ((1 + periodRate) ** periodsPerYear - 1) * 100
  return periodRate * periodsPerYear * 100
}

export type UpfrontChargesInput = {
  /** Minor units. */
  principal: number
  /** % of the principal. */
  processingFeePercent?: number
  /** Major units; an alternative to the percent. */
  processingFeeAmount?: number
  /** Other one-time charges (documentation, valuation…), major units. */
  otherCharges?: number
  /** Tax on the fees and charges, %. */
  feeTaxPercent: number
}

/** What the lender deducts when it disburses the loan, in minor units. */
export type UpfrontCharges = { processingFee: number; otherCharges: number; feeTax: number; total: number }

export function upfrontCharges(input: UpfrontChargesInput): UpfrontCharges {
  const processingFee =
    input.processingFeeAmount !== undefined ? toMinorUnits(input.processingFeeAmount) : percentOf(input.principal, input.processingFeePercent ?? 0)
  const otherCharges = toMinorUnits(input.otherCharges ?? 0)
  const feeTax = percentOf(processingFee + otherCharges, input.feeTaxPercent)
  return { processingFee, otherCharges, feeTax, total: processingFee + otherCharges + feeTax }
}

export type FullCost = {
  method: AprMethod
  /** Minor units: what the method counts as received (the tax on fees is added back where it does not count). */
  receivedForRate: number
  /** The annual rate the method states, in percent, full precision; undefined when nothing is received. */
  annualRatePercent: number | undefined
}

/**
 * The method's annual rate of `net` received (minor units, after the charges and their tax) against payments at
 * the end of each period, in a year of `periodsPerYear` periods.
 */
function fullCost(method: AprMethod, net: number, feeTax: number, payments: readonly number[], periodsPerYear: number): FullCost {
  const receivedForRate = countsTaxOnFees(method) ? net : net + feeTax
  const period = ratePerPeriod(receivedForRate, payments)
  return { method, receivedForRate, annualRatePercent: period === undefined ? undefined : annualRate(method, period, periodsPerYear) }
}

export type LoanCost = FullCost & {
  charges: UpfrontCharges
  /** Minor units: the principal less every upfront charge, what the borrower receives. */
  netDisbursed: number
}

/**
 * The full cost of a loan repaid by monthly payments: the charges deducted at disbursement, what is received,
 * and the method's annual rate of what is received against the payments.
 */
export function loanCost(principal: number, monthlyPayments: readonly number[], charges: UpfrontCharges, method: AprMethod): LoanCost {
  const netDisbursed = principal - charges.total
  return { ...fullCost(method, netDisbursed, charges.feeTax, monthlyPayments, 12), charges, netDisbursed }
}

/** Days in the year the rate of a single payment is annualised over, by all three methods (Regulation Z's is 365). */
const DAYS_IN_YEAR = 365

/**
 * The full cost of an invoice finance: what is received today against the advance repaid when the buyer pays
 * (one payment after `days`), annualised over a 365-day year by the method.
 */
export function invoiceCost(figures: InvoiceFinanceFigures, method: AprMethod): FullCost {
  return fullCost(method, figures.netToday, figures.feeTax, [figures.advance], DAYS_IN_YEAR / figures.days)
}
