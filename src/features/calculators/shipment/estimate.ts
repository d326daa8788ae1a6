import 'server-only'
import { searchHsn } from '@/features/reference-tools/data/hsn'
import { estimateShipment, searchPorts } from '@/features/calculators/shipping/service'
import type { Port, QuoteRequest, QuoteResult } from '@/features/calculators/shipping/types'
import { getEdition, type EditionCode } from '@/i18n/editions'
import { ApiError } from '@/lib/api/errors'
import { respondWithError } from '@/lib/api/respond'
import { choosePort, type PortChoice } from './port-choice'
import { quoteTranslator } from './quote-text'
import { fieldOfRequestPath, isComplete, readHsCode, toQuoteRequest, type CalculatorField, type CalculatorInput, type InputErrorKey } from './url-state'
import { log } from '@/lib/logger'

/**
 * The calculator's one path from URL parameters to an estimate, shared by the page, the PDF route and the
 * e-mailed quote: the ports' text resolved to UN/LOCODEs, words in the HS field offered as codes, the
 * numbers read, then the quote service (which checks the request with the quote API's schema and the cargo
 * against the boxes). Whatever it refuses comes back as localized messages on the form's fields, exactly as
 * the JSON API words them, never as a figure.
 */

type HsOption = { code: string; description: string }

export type Resolution = {
  from?: PortChoice
  to?: PortChoice
  /** Codes offered for words typed in the HS field (empty: nothing matched). */
  hsChoices?: HsOption[]
}

export type FieldErrors = Partial<Record<CalculatorField, string>>

export type EstimateOutcome =
  /** Not enough to compute: the page shows the empty form. */
  | { kind: 'empty' }
  /** The inputs with the ports (and HS code) as codes: the canonical state of the estimate. */
  | { kind: 'quote'; quote: QuoteResult; request: QuoteRequest; input: CalculatorInput; resolution: Resolution }
  | { kind: 'invalid'; errors: FieldErrors; message?: string; resolution: Resolution }
  /** No rate card covers the lane: the reason, and the inputs (ports as codes) for a quote request. */
  | { kind: 'no-rate'; message: string; request: QuoteRequest; input: CalculatorInput; resolution: Resolution }
  | { kind: 'unavailable' }

const HS_CHOICES = 6

async function resolvePort(text: string, edition: EditionCode): Promise<PortChoice> {
  return choosePort(text, await searchPorts(text), edition)
}

async function offerHsCodes(words: string): Promise<HsOption[]> {
  try {
    const result = await searchHsn(words, { limit: HS_CHOICES, offset: 0 })
    if (!result.ok) return []
    return result.items.filter((hit) => !hit.isLegacy && hit.code.length >= 4).map((hit) => ({ code: hit.code, description: hit.description }))
  } catch {
    // The HSN data may not be imported: the field then takes codes only.
    return []
  }
}

/** The quote service's refusal as its API answers it: its own localized text, else the lead forms' wording of the code. */
async function readRefusal(
  error: ApiError<string>,
  edition: EditionCode,
): Promise<{ status: number; code: string; message: string; fields?: Record<string, string> }> {
  const localized = error.details.localized
  if (localized) return { status: error.status, code: error.code, message: localized.message, fields: localized.fields }
  const response = respondWithError(error, edition, 'Shipping.errors')
  const body = (await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }
  return { status: response.status, ...body.error }
}

function errorsOnFields(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {}
  for (const [path, message] of Object.entries(fields ?? {})) {
    const field = fieldOfRequestPath(path) ?? 'packages'
    errors[field] ??= message
  }
  return errors
}

/** Computes the estimate of the calculator's inputs in an edition (its language and the currency of the cargo value). */
export async function computeEstimate(input: CalculatorInput, edition: EditionCode): Promise<EstimateOutcome> {
  if (!isComplete(input)) return { kind: 'empty' }
  const t = quoteTranslator(edition)
  let resolution: Resolution
  try {
    const [from, to, hsChoices] = await Promise.all([
      resolvePort(input.from, edition),
      resolvePort(input.to, edition),
      input.hs && !readHsCode(input.hs) ? offerHsCodes(input.hs) : undefined,
    ])
    resolution = { from, to, hsChoices }
  } catch (error) {
    log.error('[shipment-calculator] port search failed:', error)
    return { kind: 'unavailable' }
  }

  const errors: FieldErrors = {}
  for (const field of ['from', 'to'] as const) {
    const choice = resolution[field]!
    if (choice.kind === 'none') errors[field] = t('errors.portUnknown')
    else if (choice.kind === 'ambiguous') errors[field] = t('errors.portAmbiguous')
  }
  const origin = portOf(resolution.from)
  const destination = portOf(resolution.to)
  const draft = toQuoteRequest(input, { origin: origin?.locode ?? '', destination: destination?.locode ?? '' }, getEdition(edition).currency)
  if (!draft.ok) for (const [field, key] of Object.entries(draft.errors) as [CalculatorField, InputErrorKey][]) errors[field] ??= t(`errors.${key}`)
  if (Object.keys(errors).length > 0 || !draft.ok || !origin || !destination) return { kind: 'invalid', errors, resolution }

  const canonical: CalculatorInput = { ...input, from: origin.locode, to: destination.locode, hs: draft.request.hsCode ?? '' }
  try {
    const quote = await estimateShipment(draft.request, edition)
    return { kind: 'quote', quote, request: draft.request, input: canonical, resolution }
  } catch (error) {
    if (!(error instanceof ApiError)) {
      log.error('[shipment-calculator] the estimate failed:', error)
      return { kind: 'unavailable' }
    }
    const refusal = await readRefusal(error as ApiError<string>, edition)
    if (refusal.code === 'NO_RATE_CARD') return { kind: 'no-rate', message: refusal.message, request: draft.request, input: canonical, resolution }
    if (refusal.status >= 500) return { kind: 'unavailable' }
    return { kind: 'invalid', errors: errorsOnFields(refusal.fields), message: refusal.fields ? undefined : refusal.message, resolution }
  }
}

function portOf(choice: PortChoice | undefined): Port | undefined {
  return choice?.kind === 'port' ? choice.port : undefined
}

/** Whether the field's error asks the visitor to choose among matches (a port name, words for the HS code) rather than refusing. */
function asksToChoose(field: string, resolution: Resolution): boolean {
  if (field === 'from' || field === 'to') return resolution[field]?.kind === 'ambiguous'
  return field === 'hs' && (resolution.hsChoices?.length ?? 0) > 0
}

/**
 * The page's HTTP status for an outcome, as the quote API answers the same inputs: refused inputs 400 (but inputs
 * that only need a choice among matches are a question, 200), no rate card 422, the service unavailable 503.
 */
export function statusOfOutcome(outcome: EstimateOutcome): number {
  switch (outcome.kind) {
    case 'invalid':
      return !outcome.message && Object.keys(outcome.errors).every((field) => asksToChoose(field, outcome.resolution)) ? 200 : 400
    case 'no-rate':
      return 422
    case 'unavailable':
      return 503
    default:
      return 200
  }
}
