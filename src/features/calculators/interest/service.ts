import type { EditionCode } from '@/i18n/editions'
import {
  earlyPaymentDiscount,
  invoiceFinance,
  loanEmi,
  roundHalfUp,
  toMajorUnits,
  type EarlyPaymentDiscountFigures,
  type InvoiceFinanceFigures,
  type LoanEmiFigures,
} from './formulas'
import { DEFAULT_FEE_TAX_PERCENT, EDITION_APR_METHOD, invoiceCost, loanCost, statedDecimals, upfrontCharges, type FullCost, type LoanCost } from './full-cost'
import {
  DEFAULT_DAY_COUNT,
  earlyPaymentDiscountSchema,
  invoiceFinanceSchema,
  loanEmiSchema,
  parseWith,
  type EarlyPaymentDiscountParams,
  type InvoiceFinanceParams,
  type LoanEmiParams,
  type Parsed,
  type RawParams,
} from './schema'

/**
 * The calculators as the API and the page use them: parse a mode's parameters (the edition gives the default
 * day-count basis), compute with the formulas, and write the answer with amounts in major units and rates
 * rounded half-up to 2 decimals.
 */

export type InvoiceFinanceCalculation = { params: InvoiceFinanceParams; figures: InvoiceFinanceFigures & { cost: FullCost } }
export type LoanEmiCalculation = { params: LoanEmiParams; figures: LoanEmiFigures & { cost: LoanCost } }
export type EarlyPaymentDiscountCalculation = { params: EarlyPaymentDiscountParams; figures: EarlyPaymentDiscountFigures }

function calculate<P, F>(parsed: Parsed<P>, compute: (params: P) => F): Parsed<{ params: P; figures: F }> {
  return parsed.ok ? { ok: true, data: { params: parsed.data, figures: compute(parsed.data) } } : parsed
}

/** The invoice's finance figures, and their full cost by the edition's method. */
export function calculateInvoiceFinance(params: RawParams, edition: EditionCode): Parsed<InvoiceFinanceCalculation> {
  return calculate(parseWith(invoiceFinanceSchema(DEFAULT_DAY_COUNT[edition], DEFAULT_FEE_TAX_PERCENT[edition]), params), (invoice) => {
    const figures = invoiceFinance(invoice)
    return { ...figures, cost: invoiceCost(figures, EDITION_APR_METHOD[edition]) }
  })
}

/** The loan's instalments, and its full cost by the edition's method (RBI's APR, Banxico's CAT, Regulation Z's APR). */
export function calculateLoanEmi(params: RawParams, edition: EditionCode): Parsed<LoanEmiCalculation> {
  return calculate(parseWith(loanEmiSchema(DEFAULT_FEE_TAX_PERCENT[edition]), params), (loan) => {
    const figures = loanEmi(loan)
    const charges = upfrontCharges({ ...loan, principal: figures.principal })
    const payments = figures.schedule.map((row) => row.payment)
    return { ...figures, cost: loanCost(figures.principal, payments, charges, EDITION_APR_METHOD[edition]) }
  })
}

export function calculateEarlyPaymentDiscount(params: RawParams, edition: EditionCode): Parsed<EarlyPaymentDiscountCalculation> {
  return calculate(parseWith(earlyPaymentDiscountSchema(DEFAULT_DAY_COUNT[edition]), params), earlyPaymentDiscount)
}

/** Minor units → the answer's number in major units (exactly 2 decimals at most). */
const money = (minor: number) => toMajorUnits(minor)

/** The full cost as the API answers it: `apr` (2 decimals), its method, and for Banxico's also `cat` (as stated, 1 decimal). */
function fullCostAnswer(cost: FullCost) {
  const rate = cost.annualRatePercent
  return {
    apr: rate === undefined ? null : roundHalfUp(rate),
    aprMethod: cost.method,
    ...(cost.method === 'banxico-cat' && { cat: rate === undefined ? null : roundHalfUp(rate, statedDecimals(cost.method)) }),
  }
}

export function invoiceFinanceAnswer({ params, figures }: InvoiceFinanceCalculation) {
  return {
    advance: money(figures.advance),
    interest: money(figures.interest),
    fees: money(figures.fees),
    feeTaxPercent: params.feeTaxPercent,
    feeTax: money(figures.feeTax),
    netToday: money(figures.netToday),
    balanceAtMaturity: money(figures.balanceAtMaturity),
    totalCost: money(figures.totalCost),
    costPer100: roundHalfUp(figures.costPer100),
    effectiveAnnualRatePercent: roundHalfUp(figures.effectiveAnnualRatePercent),
    days: figures.days,
    dayCount: figures.dayCount,
    ...fullCostAnswer(figures.cost),
  }
}

export function loanEmiAnswer({ params, figures }: LoanEmiCalculation) {
  const { cost } = figures
  return {
    emi: money(figures.emi),
    totalInterest: money(figures.totalInterest),
    totalPayable: money(figures.totalPayable),
    processingFee: money(cost.charges.processingFee),
    otherCharges: money(cost.charges.otherCharges),
    feeTaxPercent: params.feeTaxPercent,
    feeTax: money(cost.charges.feeTax),
    upfrontCharges: money(cost.charges.total),
    netDisbursed: money(cost.netDisbursed),
    ...fullCostAnswer(cost),
    schedule: figures.schedule.map((row) => ({
      month: row.month,
      payment: money(row.payment),
      principal: money(row.principal),
      interest: money(row.interest),
      balance: money(row.balance),
    })),
  }
}

export function earlyPaymentDiscountAnswer({ figures, params }: EarlyPaymentDiscountCalculation) {
  return {
    annualizedRatePercent: roundHalfUp(figures.annualizedRatePercent),
    effectiveAnnualRatePercent: roundHalfUp(figures.effectiveAnnualRatePercent),
    dayCount: figures.dayCount,
    ...(figures.takeDiscount !== undefined && { costOfFundsPercent: params.costOfFundsPercent, takeDiscount: figures.takeDiscount }),
  }
}
