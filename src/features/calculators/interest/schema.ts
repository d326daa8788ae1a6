import { z } from '@/lib/zod'
import type { EditionCode } from '@/i18n/editions'
import { daysBetween, invoiceFinance, toMinorUnits, type DayCount } from './formulas'
import { upfrontCharges } from './full-cost'
import type { CalculatorMode } from '@/lib/routes/interest-calculator'

/**
 * The query parameters of each calculator mode, shared by the JSON APIs and the page. Everything arrives as
 * text (a query string); each problem is reported under its field as a key of `InterestCalculator.errors`
 * in messages/*.json, localized where it is shown (the API's `fields`, the page's field errors). A problem
 * with no single field (costs that eat the whole advance) is reported under `form`.
 */
export const ERROR_KEYS = [
  'required',
  'notANumber',
  'negative',
  'amountDecimals',
  'percentDecimals',
  'wholeNumber',
  'amountRange',
  'advanceRange',
  'rateRange',
  'percentRange',
  'discountRange',
  'daysRange',
  'discountDaysRange',
  'discountDaysBeforeNet',
  'monthsRange',
  'dayCountInvalid',
  'dateInvalid',
  'dueDateAfterInvoice',
  'dueDateRange',
  'termRequired',
  'costsExceedAdvance',
  'feePercentOrAmount',
  'chargesExceedLoan',
] as const

export type ErrorKey = (typeof ERROR_KEYS)[number]

function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && (ERROR_KEYS as readonly string[]).includes(value)
}

export const LIMITS = {
  /** Largest amount in major units (invoice, principal). */
  maxAmount: 1e12,
  maxDays: 3650,
  maxMonths: 600,
  /** An early payment discount above this is not one (and its compounded rate would overflow). */
  maxDiscountPercent: 50,
} as const

/** The day-count basis preselected in an edition: Actual/365 for India (INR), Actual/360 for USD. */
export const DEFAULT_DAY_COUNT: Record<EditionCode, DayCount> = { 'en-in': 365, 'es-mx': 360, 'en-us': 360 }

/** Query parameter values as received: a missing parameter is undefined. */
export type RawParams = Record<string, string | undefined>

type NumberRule = {
  /** Most decimals accepted; 0 means a whole number. */
  decimals: 0 | 2 | 4
  min: number
  /** The minimum itself is refused (amounts must be above 0). */
  minExclusive?: boolean
  max: number
  rangeKey: ErrorKey
  /** Missing or empty reads as undefined instead of `required`. */
  optional?: boolean
}

const PLAIN_NUMBER = /^(\d+(\.\d*)?|\.\d+)$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

const DECIMALS_KEY: Record<NumberRule['decimals'], ErrorKey> = { 0: 'wholeNumber', 2: 'amountDecimals', 4: 'percentDecimals' }

type Check<T> = { value: T } | { problem: ErrorKey } | { missing: true }

/**
 * A decimal number written the plain way (digits with an optional decimal point: "1250.50"; no grouping
 * separators, signs or exponents), checked against the rule.
 */
export function readNumber(raw: string | undefined, rule: NumberRule): Check<number> {
  const text = (raw ?? '').trim()
  if (text === '') return rule.optional ? { missing: true } : { problem: 'required' }
  const negative = text.startsWith('-')
  const digits = negative ? text.slice(1) : text
  if (!PLAIN_NUMBER.test(digits)) return { problem: 'notANumber' }
  if (negative && Number(digits) !== 0) return { problem: 'negative' }
  const fraction = digits.split('.')[1]?.replace(/0+$/, '') ?? ''
  if (fraction.length > rule.decimals) return { problem: DECIMALS_KEY[rule.decimals] }
  const value = Number(digits)
  if (value < rule.min || (rule.minExclusive && value === rule.min) || value > rule.max) return { problem: rule.rangeKey }
  return { value }
}

/** A calendar date written YYYY-MM-DD that exists (2026-02-30 does not). */
export function readIsoDate(raw: string | undefined): Check<string> {
  const text = (raw ?? '').trim()
  if (text === '') return { missing: true }
  const match = ISO_DATE.exec(text)
  if (!match) return { problem: 'dateInvalid' }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return exists && year >= 1900 ? { value: text } : { problem: 'dateInvalid' }
}

function numberField(rule: NumberRule) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const read = readNumber(raw, rule)
      if ('value' in read) return read.value
      ctx.addIssue({ code: 'custom', message: 'problem' in read ? read.problem : 'required' })
      return z.NEVER
    })
}

/** A number that may be left out (missing or empty reads as undefined). */
function optionalNumberField(rule: NumberRule) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const read = readNumber(raw, { ...rule, optional: true })
      if ('value' in read) return read.value
      if ('missing' in read) return undefined
      ctx.addIssue({ code: 'custom', message: read.problem })
      return z.NEVER
    })
}

const dateField = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const read = readIsoDate(raw)
    if ('value' in read) return read.value
    if ('missing' in read) return undefined
    ctx.addIssue({ code: 'custom', message: read.problem })
    return z.NEVER
  })

function dayCountField(fallback: DayCount) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): DayCount => {
      const text = (raw ?? '').trim()
      if (text === '') return fallback
      if (text === '365' || text === '360') return Number(text) as DayCount
      ctx.addIssue({ code: 'custom', message: 'dayCountInvalid' })
      return z.NEVER
    })
}

const amount = numberField({ decimals: 2, min: 0, minExclusive: true, max: LIMITS.maxAmount, rangeKey: 'amountRange' })
const annualRate = numberField({ decimals: 4, min: 0, max: 100, rangeKey: 'rateRange' })
const optionalPercent = optionalNumberField({ decimals: 4, min: 0, max: 100, rangeKey: 'percentRange' })

/** The tax on a lender's fees, in percent: the edition's (GST, IVA) when absent. */
const feeTaxPercent = (fallback: number) => optionalPercent.transform((value) => value ?? fallback)

/**
 * Invoice finance: invoiceAmount, advancePercent (1..100), annualRatePercent, feePercent (0..100),
 * feeTaxPercent (the edition's tax on fees when absent), dayCount (365 or 360; the edition's when absent) and
 * either days (1..3650) or invoiceDate and dueDate (ISO dates, turned into days; days win when both are given).
 */
export function invoiceFinanceSchema(defaultDayCount: DayCount, defaultFeeTaxPercent: number) {
  return z
    .object({
      invoiceAmount: amount,
      advancePercent: numberField({ decimals: 4, min: 1, max: 100, rangeKey: 'advanceRange' }),
      annualRatePercent: annualRate,
      feePercent: numberField({ decimals: 4, min: 0, max: 100, rangeKey: 'percentRange' }),
      feeTaxPercent: feeTaxPercent(defaultFeeTaxPercent),
      dayCount: dayCountField(defaultDayCount),
      days: optionalNumberField({ decimals: 0, min: 1, max: LIMITS.maxDays, rangeKey: 'daysRange' }),
      invoiceDate: dateField,
      dueDate: dateField,
    })
    .transform((value, ctx) => {
      const { invoiceDate, dueDate, ...rest } = value
      let days = value.days
      if (days === undefined) {
        if (!invoiceDate && !dueDate) ctx.addIssue({ code: 'custom', message: 'termRequired', path: ['days'] })
        else if (!invoiceDate) ctx.addIssue({ code: 'custom', message: 'required', path: ['invoiceDate'] })
        else if (!dueDate) ctx.addIssue({ code: 'custom', message: 'required', path: ['dueDate'] })
        else {
          days = daysBetween(invoiceDate, dueDate)
          if (days < 1) ctx.addIssue({ code: 'custom', message: 'dueDateAfterInvoice', path: ['dueDate'] })
          else if (days > LIMITS.maxDays) ctx.addIssue({ code: 'custom', message: 'dueDateRange', path: ['dueDate'] })
        }
      }
      if (days === undefined || days < 1 || days > LIMITS.maxDays) return z.NEVER
      const input = { ...rest, days }
      if (invoiceFinance(input).netToday <= 0) {
        ctx.addIssue({ code: 'custom', message: 'costsExceedAdvance', path: [] })
        return z.NEVER
      }
      return value.days === undefined && invoiceDate && dueDate ? { ...input, invoiceDate, dueDate } : input
    })
}

const optionalCharge = optionalNumberField({ decimals: 2, min: 0, max: LIMITS.maxAmount, rangeKey: 'amountRange' })

/**
 * Business loan EMI: principal, annualRatePercent (0..100), months (1..600), and the lender's charges taken
 * at disbursement: processingFeePercent (of the principal) or processingFeeAmount, otherCharges, and
 * feeTaxPercent (the edition's tax on fees when absent). The charges must leave something to receive.
 */
export function loanEmiSchema(defaultFeeTaxPercent: number) {
  return z
    .object({
      principal: amount,
      annualRatePercent: annualRate,
      months: numberField({ decimals: 0, min: 1, max: LIMITS.maxMonths, rangeKey: 'monthsRange' }),
      processingFeePercent: optionalPercent,
      processingFeeAmount: optionalCharge,
      otherCharges: optionalCharge,
      feeTaxPercent: feeTaxPercent(defaultFeeTaxPercent),
    })
    .superRefine((value, ctx) => {
      // Zod runs this check even when a field was refused: the charges need every amount read.
      const amounts = [value.principal, value.processingFeePercent, value.processingFeeAmount, value.otherCharges, value.feeTaxPercent]
      if (typeof value.principal !== 'number' || amounts.some((amount) => amount !== undefined && !Number.isFinite(amount))) return
      if (value.processingFeePercent !== undefined && value.processingFeeAmount !== undefined) {
        ctx.addIssue({ code: 'custom', message: 'feePercentOrAmount', path: ['processingFeeAmount'] })
      } else if (upfrontCharges({ ...value, principal: toMinorUnits(value.principal) }).total >= toMinorUnits(value.principal)) {
        ctx.addIssue({ code: 'custom', message: 'chargesExceedLoan', path: [] })
      }
    })
}

/**
 * Early payment discount ("2/10 net 30"): discountPercent (0..50), discountDays (0..3649, before netDays),
 * netDays (1..3650), dayCount, and optionally costOfFundsPercent (0..100) to compare with.
 */
export function earlyPaymentDiscountSchema(defaultDayCount: DayCount) {
  return z
    .object({
      discountPercent: numberField({ decimals: 4, min: 0, max: LIMITS.maxDiscountPercent, rangeKey: 'discountRange' }),
      discountDays: numberField({ decimals: 0, min: 0, max: LIMITS.maxDays - 1, rangeKey: 'discountDaysRange' }),
      netDays: numberField({ decimals: 0, min: 1, max: LIMITS.maxDays, rangeKey: 'daysRange' }),
      dayCount: dayCountField(defaultDayCount),
      costOfFundsPercent: optionalNumberField({ decimals: 4, min: 0, max: 100, rangeKey: 'rateRange' }),
    })
    .superRefine((value, ctx) => {
      if (value.discountDays >= value.netDays) ctx.addIssue({ code: 'custom', message: 'discountDaysBeforeNet', path: ['discountDays'] })
    })
}

export type InvoiceFinanceParams = z.output<ReturnType<typeof invoiceFinanceSchema>>
export type LoanEmiParams = z.output<ReturnType<typeof loanEmiSchema>>
export type EarlyPaymentDiscountParams = z.output<ReturnType<typeof earlyPaymentDiscountSchema>>

/** The query parameters each mode reads (the page's form fields and the API's parameters). */
export const PARAMETERS = {
  invoice: ['invoiceAmount', 'advancePercent', 'annualRatePercent', 'days', 'invoiceDate', 'dueDate', 'feePercent', 'feeTaxPercent', 'dayCount'],
  emi: ['principal', 'annualRatePercent', 'months', 'processingFeePercent', 'processingFeeAmount', 'otherCharges', 'feeTaxPercent'],
  discount: ['discountPercent', 'discountDays', 'netDays', 'dayCount', 'costOfFundsPercent'],
} as const satisfies Record<CalculatorMode, readonly string[]>

export type Mode = keyof typeof PARAMETERS
export const MODES = Object.keys(PARAMETERS) as Mode[]

export function isMode(value: unknown): value is Mode {
  return typeof value === 'string' && Object.hasOwn(PARAMETERS, value)
}

/** Field name → the key of its first problem; problems of the whole input are under `form`. */
function fieldProblems(error: z.ZodError): Record<string, ErrorKey> {
  const fields: Record<string, ErrorKey> = {}
  for (const issue of error.issues) {
    const name = issue.path.filter((p) => typeof p === 'string').join('.') || 'form'
    fields[name] ??= isErrorKey(issue.message) ? issue.message : 'notANumber'
  }
  return fields
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; fields: Record<string, ErrorKey> }

/** Parses a mode's parameters with its schema: the values, or each field's problem. */
export function parseWith<S extends z.ZodType>(schema: S, params: RawParams): Parsed<z.output<S>> {
  const result = schema.safeParse(params)
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: fieldProblems(result.error) }
}
