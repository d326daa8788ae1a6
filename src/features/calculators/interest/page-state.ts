import type { EditionCode } from '@/i18n/editions'
import { DEFAULT_FEE_TAX_PERCENT } from './full-cost'
import { DEFAULT_DAY_COUNT, isMode, PARAMETERS, type ErrorKey, type Mode, type Parsed, type RawParams } from './schema'
import {
  calculateEarlyPaymentDiscount,
  calculateInvoiceFinance,
  calculateLoanEmi,
  type EarlyPaymentDiscountCalculation,
  type InvoiceFinanceCalculation,
  type LoanEmiCalculation,
} from './service'

type SearchParams = Record<string, string | string[] | undefined>

export type Term = 'days' | 'dates'

/**
 * Sample inputs per edition and mode: the form starts with them and the page shows their result as a worked
 * example, so a first visit sees what each calculator answers. The invoice and loan examples in India are
 * the figures the unit tests check (1,000,000 at 12% over 12 months: EMI 88,848.79; with a 1% fee and its 18% GST,
 * APR 14.26%).
 */
const EXAMPLES: Record<EditionCode, Record<Mode, Record<string, string>>> = {
  'en-in': {
    invoice: { invoiceAmount: '1000000', advancePercent: '90', annualRatePercent: '12', days: '60', feePercent: '0.5', feeTaxPercent: '18', dayCount: '365' },
    emi: { principal: '1000000', annualRatePercent: '12', months: '12', processingFeePercent: '1', feeTaxPercent: '18' },
    discount: { discountPercent: '2', discountDays: '10', netDays: '30', dayCount: '365', costOfFundsPercent: '12' },
  },
  'es-mx': {
    invoice: { invoiceAmount: '100000', advancePercent: '80', annualRatePercent: '10', days: '90', feePercent: '1', feeTaxPercent: '16', dayCount: '360' },
    emi: { principal: '100000', annualRatePercent: '10', months: '24', processingFeePercent: '2', feeTaxPercent: '16' },
    discount: { discountPercent: '2', discountDays: '10', netDays: '30', dayCount: '360', costOfFundsPercent: '9' },
  },
  'en-us': {
    invoice: { invoiceAmount: '100000', advancePercent: '80', annualRatePercent: '10', days: '90', feePercent: '1', feeTaxPercent: '0', dayCount: '360' },
    emi: { principal: '100000', annualRatePercent: '10', months: '24', processingFeePercent: '2', feeTaxPercent: '0' },
    discount: { discountPercent: '2', discountDays: '10', netDays: '30', dayCount: '360', costOfFundsPercent: '9' },
  },
}

type Common = {
  /** The form's values as typed (or the example's), to fill the form again. */
  values: Record<string, string>
  /** No inputs in the address: the form shows the example and its result. */
  example: boolean
}

export type CalculatorState =
  | (Common & { mode: 'invoice'; term: Term; outcome: Parsed<InvoiceFinanceCalculation> })
  | (Common & { mode: 'emi'; outcome: Parsed<LoanEmiCalculation> })
  | (Common & { mode: 'discount'; outcome: Parsed<EarlyPaymentDiscountCalculation> })

const PARAMETER_NAMES: ReadonlySet<string> = new Set(['mode', 'term', ...Object.values(PARAMETERS).flat()])

/** Whether the calculator's page reads a query parameter of this name (readCalculatorState below). */
export const readsCalculatorParameter = (name: string) => PARAMETER_NAMES.has(name)

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/**
 * What the calculator page shows for its address: `?mode=invoice|emi|discount` (invoice when absent or
 * unknown) and the mode's inputs, computed on the server; with none of the inputs, the edition's example.
 */
export function readCalculatorState(searchParams: SearchParams, edition: EditionCode): CalculatorState {
  const requested = first(searchParams.mode)
  const mode: Mode = isMode(requested) ? requested : 'invoice'
  const names: readonly string[] = PARAMETERS[mode]
  const example = names.every((name) => first(searchParams[name]) === undefined)
  const values: Record<string, string> = example
    ? { ...EXAMPLES[edition][mode] }
    : Object.fromEntries(names.map((name) => [name, first(searchParams[name]) ?? '']))
  if (mode !== 'discount') values.feeTaxPercent ||= String(DEFAULT_FEE_TAX_PERCENT[edition])
  if (mode !== 'emi') values.dayCount ||= String(DEFAULT_DAY_COUNT[edition])

  if (mode === 'emi') return { mode, values, example, outcome: calculateLoanEmi(values, edition) }
  if (mode === 'discount') return { mode, values, example, outcome: calculateEarlyPaymentDiscount(values, edition) }

  const term: Term = !example && (first(searchParams.term) === 'dates' || (!values.days && (!!values.invoiceDate || !!values.dueDate))) ? 'dates' : 'days'
  const params: RawParams = { ...values, ...(term === 'dates' ? { days: undefined } : { invoiceDate: undefined, dueDate: undefined }) }
  const outcome = calculateInvoiceFinance(params, edition)
  if (!outcome.ok && term === 'dates' && outcome.fields.days === 'termRequired') {
    // The days field is hidden when the dates are chosen: the problem is that the dates are missing.
    const { days: _days, ...fields } = outcome.fields
    return {
      mode,
      values,
      example,
      term,
      outcome: { ok: false, fields: { ...fields, invoiceDate: 'required', dueDate: 'required' } as Record<string, ErrorKey> },
    }
  }
  return { mode, values, example, term, outcome }
}
