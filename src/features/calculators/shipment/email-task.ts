import type { Payload, TaskConfig } from 'payload'
import type { QuoteResult } from '@/features/calculators/shipping/types'
import { formatDate, isEditionCode, type EditionCode } from '@/i18n/editions'
import { asPartOfQueuingRequest, REQUEST_ID_INPUT } from '@/lib/request-context'

export const SEND_SHIPMENT_QUOTE_TASK = 'send-shipment-quote'

/** What the e-mail job needs, queued with the lead (its `leadId` is added by saveLead). */
export type ShipmentQuoteEmailInput = {
  edition: EditionCode
  to: string
  name: string
  /** The calculator's address with the estimate's inputs. */
  url: string
  /** The estimate as stored with the lead: the PDF shows exactly these figures. */
  quote: QuoteResult
}

const ATTEMPTS = 8
const BASE_DELAY_MS = 30_000

/**
 * E-mails the visitor the estimate they asked for, the PDF attached, in the edition's language with its
 * company details. Runs in the delivery queue after the lead is stored; a failure is retried with doubling
 * waits (a PDF is rendered again each time, from the same stored figures).
 */
async function sendShipmentQuoteEmail(payload: Payload, input: ShipmentQuoteEmailInput & { leadId: number }): Promise<void> {
  // Loaded here: the Payload config (which lists this task) is also read by scripts outside the server.
  const [{ renderQuotePdf, quotePdfFileName, quoteTranslator }, { companyFromSettings }, { messagingFor }, { formatAmount }] = await Promise.all([
    import('./quote-pdf'),
    import('@/lib/site-links/document-company'),
    import('@/lib/messaging/service'),
    import('./format'),
  ])
  const edition = isEditionCode(input.edition) ? input.edition : 'en-in'
  const settings = await payload.findGlobal({ slug: 'site-settings', locale: edition, depth: 0, overrideAccess: true })
  const company = companyFromSettings(settings)
  const pdf = await renderQuotePdf({ quote: input.quote, edition, company, url: input.url })
  const t = quoteTranslator(edition)
  const from = `${input.quote.origin.name} (${input.quote.origin.locode})`
  const to = `${input.quote.destination.name} (${input.quote.destination.locode})`
  const range = (low: string, high: string) => t('result.range', { low, high })
  const total = [{ amount: input.quote.total, amountHigh: input.quote.totalHigh, currency: input.quote.currency }, ...input.quote.otherTotals]
    .map((figure) => formatAmount(edition, figure, range, 'code'))
    .join(' + ')
  await messagingFor(payload).sendEmail({
    to: input.to,
    subject: t('emailMessage.subject', { from, to }),
    text: t('emailMessage.body', {
      name: input.name,
      from,
      to,
      total,
      validUntil: formatDate(edition, input.quote.validUntil),
      url: input.url,
      company: company.name,
    }),
    purpose: 'shipment-quote',
    reference: `lead-${input.leadId}`,
    attachments: [{ filename: quotePdfFileName(input.quote, edition), contentType: 'application/pdf', content: pdf }],
  })
}

export const sendShipmentQuoteTask: TaskConfig<{ input: ShipmentQuoteEmailInput & { leadId: number; requestId?: string }; output: object }> = {
  slug: SEND_SHIPMENT_QUOTE_TASK,
  label: 'E-mail a shipment estimate to the visitor',
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'edition', type: 'text', required: true },
    { name: 'to', type: 'text', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'url', type: 'text', required: true },
    { name: 'quote', type: 'json', required: true },
    REQUEST_ID_INPUT,
  ],
  retries: { attempts: ATTEMPTS, backoff: { type: 'exponential', delay: BASE_DELAY_MS } },
  handler: asPartOfQueuingRequest(async ({ input, req }) => {
    try {
      await sendShipmentQuoteEmail(req.payload, input)
      return { output: {} }
    } catch (error) {
      req.payload.logger.warn(
        `The shipment estimate of lead ${input.leadId} could not be e-mailed, Payload retries it: ${error instanceof Error ? error.message : String(error)}`,
      )
      throw error
    }
  }),
}
