import 'server-only'
import { env } from '@/env'
import type { AcceptedForm, LeadEnrichment } from '@/features/lead-capture/forms/submit'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { ApiError } from '@/lib/api/errors'
import { editionFromUrl } from '@/lib/api/request-meta'
import { CALCULATOR_PATH } from '@/lib/routes/shipment-calculator'
import { SEND_SHIPMENT_QUOTE_TASK, type ShipmentQuoteEmailInput } from './email-task'
import { computeEstimate } from './estimate'
import { formatAmount, quoteTotals } from './format'
import { portLabel } from './port-choice'
import { quoteTranslator } from './quote-text'
import { calculatorHref, readCalculatorInput, toSearchParams, type CalculatorInput } from './url-state'

/** The calculator's full address with an estimate's inputs (in the PDF, the e-mail and the lead). */
export function absoluteCalculatorUrl(edition: EditionCode, input: CalculatorInput): string {
  return new URL(calculatorHref(editionPath(edition, CALCULATOR_PATH), input), env.SITE_URL).toString()
}

/**
 * "Email me this quote": the estimate named by the form's hidden `quoteQuery` is computed again here, from
 * the inputs alone (figures sent by a browser are never trusted). The lead stores it in `details`; the
 * visitor's e-mail with the PDF is queued with the lead. Where no rate card covers the lane the lead is a quote
 * request: stored with the inputs and the reason, and no e-mail. Should the quote service fail, the lead is
 * stored all the same (sales follow it up) and nothing is e-mailed.
 */
export async function enrichShipmentQuoteLead(data: AcceptedForm): Promise<LeadEnrichment> {
  const edition = editionFromUrl(data.sourceUrl)
  const input = readCalculatorInput(new URLSearchParams(String(data.quoteQuery ?? '')))
  const outcome = await computeEstimate(input, edition)
  if (outcome.kind === 'empty' || outcome.kind === 'invalid') throw new ApiError('VALIDATION_FAILED', { fields: { quoteQuery: 'invalidRequest' } })
  if (outcome.kind === 'unavailable') return { details: { quoteQuery: toSearchParams(input).toString(), quoteStatus: 'unavailable' } }

  const url = absoluteCalculatorUrl(edition, outcome.input)
  const quoteQuery = toSearchParams(outcome.input).toString()
  if (outcome.kind === 'no-rate') {
    return { details: { quoteQuery, quoteUrl: url, quoteStatus: 'no-rate-card', quoteReason: outcome.message, quoteRequest: outcome.request } }
  }

  const { quote } = outcome
  const t = quoteTranslator(edition)
  const range = (low: string, high: string) => t('result.range', { low, high })
  const totals = quoteTotals(quote).map((total) => formatAmount(edition, total, range, 'code'))
  const summary = `${t('result.route', { from: portLabel(quote.origin, edition), to: portLabel(quote.destination, edition) })}, ${t(`result.modes.${quote.mode}`)}: ${totals.join(' + ')}`
  const email: ShipmentQuoteEmailInput = { edition, to: String(data.email), name: String(data.name ?? ''), url, quote }
  return {
    details: { quoteQuery, quoteUrl: url, quoteStatus: 'estimated', quoteSummary: summary, quoteValidUntil: quote.validUntil, quote },
    followUps: [{ task: SEND_SHIPMENT_QUOTE_TASK, input: email }],
  }
}
