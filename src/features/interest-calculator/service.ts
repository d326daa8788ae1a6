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

export type InvoiceFinanceCalculation = { params: InvoiceFinanceParams; figures: InvoiceFinanceFigures }
export type LoanEmiCalculation = { params: LoanEmiParams; figures: LoanEmiFigures }
export type EarlyPaymentDiscountCalculation = { params: EarlyPaymentDiscountParams; figures: EarlyPaymentDiscountFigures }

function calculate<P, F>(parsed: Parsed<P>, compute: (params: P) => F): Parsed<{ params: P; figures: F }> {
  return parsed.ok ? { ok: true, data: { params: parsed.data, figures: compute(parsed.data) } } : parsed
}

export function calculateInvoiceFinance(params: RawParams, edition: EditionCode): Parsed<InvoiceFinanceCalculation> {
  return calculate(parseWith(invoiceFinanceSchema(DEFAULT_DAY_COUNT[edition]), params), invoiceFinance)
}

export function calculateLoanEmi(params: RawParams): Parsed<LoanEmiCalculation> {
  return calculate(parseWith(loanEmiSchema, params), loanEmi)
}

export function calculateEarlyPaymentDiscount(params: RawParams, edition: EditionCode): Parsed<EarlyPaymentDiscountCalculation> {
  return calculate(parseWith(earlyPaymentDiscountSchema(DEFAULT_DAY_COUNT[edition]), params), earlyPaymentDiscount)
}

/** Minor units → the answer's number in major units (exactly 2 decimals at most). */
const money = (minor: number) => toMajorUnits(minor)

export function invoiceFinanceAnswer({ figures }: InvoiceFinanceCalculation) {
  return {
    advance: money(figures.advance),
    interest: money(figures.interest),
    fees: money(figures.fees),
    netToday: money(figures.netToday),
    balanceAtMaturity: money(figures.balanceAtMaturity),
    totalCost: money(figures.totalCost),
    costPer100: roundHalfUp(figures.costPer100),
    effectiveAnnualRatePercent: roundHalfUp(figures.effectiveAnnualRatePercent),
    days: figures.days,
    dayCount: figures.dayCount,
  }
}

export function loanEmiAnswer({ figures }: LoanEmiCalculation) {
  return {
    emi: money(figures.emi),
    totalInterest: money(figures.totalInterest),
    totalPayable: money(figures.totalPayable),
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
