import { editionPath, type EditionCode } from '@/i18n/editions'
import { withQuery, type Query } from './with-query'

/** The interest calculator's path inside each edition; every edition serves it. */
export const CALCULATOR_PATH = '/interest-calculator'

/** The calculator's modes, its `?mode=` (each mode's inputs: src/features/calculators/interest/schema.ts). */
export type CalculatorMode = 'invoice' | 'emi' | 'discount'

const SCHEDULE_CSV_PATH = '/api/calculators/loan-emi/schedule.csv'
const TERMSHEET_PATH = '/api/calculators/invoice-finance/termsheet'

/** The calculator page of an edition, in a mode, with the mode's inputs. */
export function calculatorHref(edition: EditionCode, mode: CalculatorMode, inputs: Query = {}): string {
  return withQuery(editionPath(edition, CALCULATOR_PATH), { mode, ...inputs })
}

/** The schedule of a loan as CSV. */
export function scheduleCsvHref(inputs: Query): string {
  return withQuery(SCHEDULE_CSV_PATH, inputs)
}

/** The indicative termsheet PDF of an invoice finance calculation, in the edition's language. */
export function termsheetHref(edition: EditionCode, inputs: Query): string {
  return withQuery(TERMSHEET_PATH, { edition, ...inputs })
}
