import type { EditionCode } from '@/i18n/editions'
import { readCalculatorState } from './page-state'

/** The status of the calculator's page for an address with inputs: 400 when it shows them refused. */
export function calculatorPageStatus(query: URLSearchParams, edition: EditionCode): number {
  const searchParams = Object.fromEntries([...query.keys()].map((key) => [key, query.getAll(key)]))
  return readCalculatorState(searchParams, edition).outcome.ok ? 200 : 400
}
