import 'server-only'
import type { EditionCode } from '@/i18n/editions'
import { computeEstimate, statusOfOutcome } from './estimate'
import { isAddingRow, readCalculatorInput } from './url-state'

/**
 * The status of the calculator's page for an address with inputs, as the quote API answers the same inputs
 * (statusOfOutcome); a form asking for another package row is no answer yet (200).
 */
export async function calculatorPageStatus(query: URLSearchParams, edition: EditionCode): Promise<number> {
  if (isAddingRow(query)) return 200
  return statusOfOutcome(await computeEstimate(readCalculatorInput(query), edition))
}
