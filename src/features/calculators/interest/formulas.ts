/**
 * The interest calculator's arithmetic, in pure functions: invoice finance cost, business loan EMI and the
 * annualised rate of an early payment discount.
 *
 * Money is held in minor units (paise, cents) as integers. Amounts come in as decimal numbers in major units
 * with at most 2 decimals (the schemas refuse more) and percentages with at most 4, so `toMinorUnits` and
 * `toScaledPercent` turn them into exact integers. Products that could pass 2^53 (1e14 minor units × a rate ×
 * 3,650 days) are computed with BigInt, and every money amount is rounded half-up to the minor unit once, where
 * it is produced. Rates and ratios are kept in full precision and rounded to 2 decimals only when they are
 * answered or shown (`roundHalfUp`).
 */

export type DayCount = 365 | 360

/** A percentage held as an integer of 1/10,000 of a percent: 12.5% → 125,000. */
const PERCENT_SCALE = 10_000
/** Minor units in a major unit (paise per rupee, cents per dollar). */
const MINOR_PER_MAJOR = 100

/** Major units (with at most 2 decimals) → minor units: 1234.5 → 123450. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * MINOR_PER_MAJOR)
}

/** Minor units → major units as a number with 2 decimals: 123450 → 1234.5. */
export function toMajorUnits(minor: number): number {
  return minor / MINOR_PER_MAJOR
}

/** A percentage (with at most 4 decimals) as an integer of 1/10,000 of a percent: 12.5 → 125000. */
export function toScaledPercent(percent: number): number {
  return Math.round(percent * PERCENT_SCALE)
}

/** n / d rounded half-up, for n ≥ 0 and d > 0. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d)
}

/**
 * A number rounded half-up (away from zero) to `decimals` places, reading it as the decimal it prints as, so
 * that 1.005 rounds to 1.01 and 36.734999999 from float noise does not decide a cent.
 */
export function roundHalfUp(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return value
  const magnitude = Math.abs(value)
  if (magnitude < 10 ** -(decimals + 4)) return 0
  const shifted = Math.round(Number(`${magnitude.toPrecision(15)}e${decimals}`))
  return Math.sign(value) * Number(`${shifted}e-${decimals}`)
}

/** `percent`% of an amount in minor units, rounded half-up to the minor unit. */
export function percentOf(minor: number, percent: number): number {
  return Number(divideHalfUp(BigInt(minor) * BigInt(toScaledPercent(percent)), BigInt(100 * PERCENT_SCALE)))
}

/**
 * Simple interest on `principal` (minor units) at `annualRatePercent` for `days` on an Actual/`dayCount`
 * basis: principal × rate × days / basis, rounded half-up to the minor unit.
 */
export function simpleInterest(principal: number, annualRatePercent: number, days: number, dayCount: DayCount): number {
  const numerator = BigInt(principal) * BigInt(toScaledPercent(annualRatePercent)) * BigInt(days)
  return Number(divideHalfUp(numerator, BigInt(100 * PERCENT_SCALE * dayCount)))
}

/** Whole days from one ISO date (YYYY-MM-DD) to another, both read as UTC calendar days. */
export function daysBetween(fromIsoDate: string, toIsoDate: string): number {
  return Math.round((Date.parse(`${toIsoDate}T00:00:00Z`) - Date.parse(`${fromIsoDate}T00:00:00Z`)) / 86_400_000)
}

// ---------------------------------------------------------------------------------------------------------
// Invoice finance (export factoring, invoice discounting)

export type InvoiceFinanceInput = {
  /** Major units. */
  invoiceAmount: number
  advancePercent: number
  annualRatePercent: number
  /** Days from the advance until the buyer pays. */
  days: number
  /** Processing / factoring fee, % of the invoice. */
  feePercent: number
  /** Tax on the fee (GST, IVA), % of the fee; none when absent. */
  feeTaxPercent?: number
  dayCount: DayCount
}

export type InvoiceFinanceFigures = {
  /** Minor units. */
  invoice: number
  advance: number
  interest: number
  fees: number
  feeTax: number
  netToday: number
  balanceAtMaturity: number
  totalCost: number
  /** What the finance costs per 100 advanced (interest + fees) / advance × 100; full precision. */
  costPer100: number
  /** See `invoiceFinance`; full precision, in percent. Infinity when nothing would be received today. */
  effectiveAnnualRatePercent: number
  days: number
  dayCount: DayCount
}

/**
 * The cost of financing an invoice whose interest and fees are deducted from the advance up front, as the
 * provider does:
 *
 * - advance = invoice × advance %
 * - interest = advance × annual rate × days / basis (simple interest, Actual/365 or Actual/360)
 * - fees = invoice × fee %; tax on fees = fees × tax %
 * - net received today = advance − interest − fees − tax on fees
 * - balance paid when the buyer pays = invoice − advance
 * - total cost = interest + fees + tax on fees; cost per 100 advanced = total cost / advance × 100
 * - effective annual rate = total cost / net received today × basis / days: the simple annual rate on the
 *   cash actually received today, since the whole cost is paid up front out of the advance (so it is higher
 *   than the quoted rate whenever there are fees or any interest).
 */
export function invoiceFinance(input: InvoiceFinanceInput): InvoiceFinanceFigures {
  const invoice = toMinorUnits(input.invoiceAmount)
  const advance = percentOf(invoice, input.advancePercent)
  const interest = simpleInterest(advance, input.annualRatePercent, input.days, input.dayCount)
  const fees = percentOf(invoice, input.feePercent)
  const feeTax = percentOf(fees, input.feeTaxPercent ?? 0)
  const totalCost = interest + fees + feeTax
  const netToday = advance - totalCost
  return {
    invoice,
    advance,
    interest,
    fees,
    feeTax,
    netToday,
    balanceAtMaturity: invoice - advance,
    totalCost,
    costPer100: advance > 0 ? (totalCost / advance) * 100 : 0,
    effectiveAnnualRatePercent: netToday > 0 ? (totalCost / netToday) * (input.dayCount / input.days) * 100 : Infinity,
    days: input.days,
    dayCount: input.dayCount,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Business loan EMI

export type LoanEmiInput = {
  /** Major units. */
  principal: number
  annualRatePercent: number
  months: number
}

/** One month of the schedule, in minor units. */
export type ScheduleRow = { month: number; payment: number; principal: number; interest: number; balance: number }

export type LoanEmiFigures = {
  /** Minor units. */
  principal: number
  emi: number
  totalInterest: number
  totalPayable: number
  schedule: ScheduleRow[]
}

/**
 * The equated monthly instalment EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r = annual rate / 12 (P / n at 0%),
 * rounded half-up to the minor unit, and its month-by-month schedule: each month's interest is the balance ×
 * r rounded to the minor unit, the rest of the EMI repays principal, and the last payment clears what is
 * left (so it can differ from the EMI by a few minor units). Totals add up the schedule.
 */
export function loanEmi(input: LoanEmiInput): LoanEmiFigures {
  const principal = toMinorUnits(input.principal)
  const n = input.months
  const r = input.annualRatePercent / 1200
  const growth = (1 + r) ** n
  const emi = r === 0 ? Number(divideHalfUp(BigInt(principal), BigInt(n))) : Math.round((principal * r * growth) / (growth - 1))
  // The monthly rate as an exact fraction: annual % scaled / (12 × 100 × scale).
  const rateNumerator = BigInt(toScaledPercent(input.annualRatePercent))
  const rateDenominator = BigInt(12 * 100 * PERCENT_SCALE)
  const schedule: ScheduleRow[] = []
  let balance = principal
  let totalInterest = 0
  for (let month = 1; month <= n; month++) {
    const interest = Number(divideHalfUp(BigInt(balance) * rateNumerator, rateDenominator))
    const repaid = month === n ? balance : Math.min(balance, Math.max(0, emi - interest))
    balance -= repaid
    totalInterest += interest
    schedule.push({ month, payment: repaid + interest, principal: repaid, interest, balance })
  }
  return { principal, emi, totalInterest, totalPayable: principal + totalInterest, schedule }
}

// ---------------------------------------------------------------------------------------------------------
// Early payment discount ("2/10 net 30")

export type EarlyPaymentDiscountInput = {
  discountPercent: number
  discountDays: number
  netDays: number
  dayCount: DayCount
  /** The visitor's own annual cost of funds, to compare with; optional. */
  costOfFundsPercent?: number
}

export type EarlyPaymentDiscountFigures = {
  /** The discount as a rate for the days paid early: d / (1 − d). Full precision, as a fraction. */
  periodRate: number
  /** Days paid early: net days − discount days. */
  daysEarly: number
  /** Simple annualised rate d/(1−d) × basis/(net − discount days), in percent, full precision. */
  annualizedRatePercent: number
  /** Compounded: (1 + d/(1−d))^(basis/(net − discount days)) − 1, in percent, full precision. */
  effectiveAnnualRatePercent: number
  dayCount: DayCount
  /**
   * Whether taking the discount beats the cost of funds: the simple annualised rate of the discount (a nominal
   * rate, like the cost of funds it is compared with) is above it. Undefined without a cost of funds.
   */
  takeDiscount?: boolean
}

/**
 * What a supplier's early payment discount is worth as an annual rate. Not paying on the discount day means
 * borrowing the invoice's discounted amount (1 − d) for (net − discount) days at a cost of d.
 */
export function earlyPaymentDiscount(input: EarlyPaymentDiscountInput): EarlyPaymentDiscountFigures {
  const d = input.discountPercent / 100
  const daysEarly = input.netDays - input.discountDays
  const periodRate = d / (1 - d)
  const periods = input.dayCount / daysEarly
  const annualizedRatePercent = periodRate * periods * 100
  const effectiveAnnualRatePercent = ((1 + periodRate) ** periods - 1) * 100
  return {
    periodRate,
    daysEarly,
    annualizedRatePercent,
    effectiveAnnualRatePercent,
    dayCount: input.dayCount,
    ...(input.costOfFundsPercent !== undefined && { takeDiscount: annualizedRatePercent > input.costOfFundsPercent }),
  }
}
