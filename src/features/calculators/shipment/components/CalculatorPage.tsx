import { TrackEvent } from '@/components/TrackEvent.client'
import { listContainers } from '@/features/calculators/shipping/service'
import type { ContainerSpec } from '@/features/calculators/shipping/types'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { CALCULATOR_PATH, QUOTE_PDF_PATH } from '@/lib/routes/shipment-calculator'
import { computeEstimate, type EstimateOutcome } from '../estimate'
import { portLabel } from '../port-choice'
import { quoteTranslator } from '../quote-text'
import { calculatorHref, isAddingRow, packageRowsToDraw, readCalculatorInput, toSearchParams } from '../url-state'
import { CalculatorForm } from './CalculatorForm'
import { EmailQuoteSection } from './EmailQuoteSection'
import { QuoteView } from './QuoteView'
import { log } from '@/lib/logger'

type Props = { edition: EditionCode; searchParams: Record<string, string | string[] | undefined> }

/** The element a submitted form scrolls to: the estimate, or the list of what to correct. */
const RESULT_ANCHOR = 'result'

async function loadContainers(): Promise<ContainerSpec[]> {
  try {
    return await listContainers()
  } catch (error) {
    log.error('[shipment-calculator] the container list could not be read:', error)
    return []
  }
}

/**
 * The calculator: the heading, the form with the inputs of the URL, and what they come to (an estimate, the
 * fields to correct, the lane no rate card covers) with "Email me this quote" or a quote request.
 */
export async function CalculatorPage({ edition, searchParams }: Props) {
  const t = quoteTranslator(edition)
  const action = editionPath(edition, CALCULATOR_PATH)
  const input = readCalculatorInput(searchParams)
  const adding = isAddingRow(searchParams)
  const [containers, outcome] = await Promise.all([loadContainers(), adding ? ({ kind: 'empty' } as EstimateOutcome) : computeEstimate(input, edition)])
  const errors = outcome.kind === 'invalid' ? outcome.errors : {}
  const resolution = outcome.kind === 'invalid' || outcome.kind === 'quote' || outcome.kind === 'no-rate' ? outcome.resolution : {}

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{t('intro')}</p>
      <CalculatorForm
        edition={edition}
        action={action}
        resultAnchor={RESULT_ANCHOR}
        input={input}
        rows={packageRowsToDraw(input, searchParams)}
        errors={errors}
        formMessage={outcome.kind === 'invalid' ? outcome.message : undefined}
        resolution={resolution}
        containers={containers}
      />
      {outcome.kind === 'quote' && (
        <>
          <TrackEvent track={{ event: 'shipment_estimate', edition, shipment_mode: outcome.quote.mode }} />
          <div id={RESULT_ANCHOR}>
            <QuoteView
              edition={edition}
              quote={outcome.quote}
              shareHref={calculatorHref(action, outcome.input)}
              pdfHref={`${QUOTE_PDF_PATH}?${new URLSearchParams([...toSearchParams(outcome.input), ['edition', edition]])}`}
            />
          </div>
          <EmailQuoteSection edition={edition} quoteQuery={toSearchParams(outcome.input).toString()} intent="email" />
        </>
      )}
      {outcome.kind === 'no-rate' && (
        <>
          <section id={RESULT_ANCHOR} aria-labelledby="no-rate-heading" className="mt-10 max-w-4xl rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-8">
            <h2 id="no-rate-heading" className="text-2xl font-bold text-ink">
              {t('noRate.heading')}
            </h2>
            <p className="mt-2 text-ink">{outcome.message}</p>
            <p className="mt-2 text-ink">
              {t('noRate.text', {
                from: outcome.resolution.from?.kind === 'port' ? portLabel(outcome.resolution.from.port, edition) : outcome.input.from,
                to: outcome.resolution.to?.kind === 'port' ? portLabel(outcome.resolution.to.port, edition) : outcome.input.to,
              })}
            </p>
          </section>
          <EmailQuoteSection edition={edition} quoteQuery={toSearchParams(outcome.input).toString()} intent="request" />
        </>
      )}
      {outcome.kind === 'unavailable' && (
        <section id={RESULT_ANCHOR} aria-label={t('title')} className="mt-10 max-w-4xl rounded-2xl border border-red-300 bg-red-50 p-5">
          <p className="text-ink">{t('unavailable')}</p>
        </section>
      )}
    </>
  )
}
