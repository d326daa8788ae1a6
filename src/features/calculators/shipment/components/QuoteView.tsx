import type { ReactNode } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import type { QuoteResult } from '@/features/calculators/shipping/types'
import { formatDate, getEdition, type EditionCode } from '@/i18n/editions'
import { formatAmount, formatQuantity, includedCharges, quoteTotals, sourceDateText } from '../format'
import { portLabel } from '../port-choice'
import { chargeableText, distanceText, emissionsText, quoteTranslator } from '../quote-text'

type Props = {
  edition: EditionCode
  quote: QuoteResult
  /** The calculator's address with this estimate's inputs (the link to share). */
  shareHref: string
  /** The PDF of the same inputs. */
  pdfHref: string
}

const cellStyles = 'border-b border-slate-200 px-3 py-2 align-top'

/**
 * The estimate, labelled as one: the chargeable quantity, every charge line with its basis, currency, who
 * pays it and whether its rate is old, the totals per currency, what is and is not included, distance,
 * transit and CO2e with the factor, sources with their dates, validity and warnings; then the PDF and the
 * link to share.
 */
export function QuoteView({ edition, quote, shareHref, pdfHref }: Props) {
  const t = quoteTranslator(edition)
  const range = (low: string, high: string) => t('result.range', { low, high })
  const money = (figure: { amount: number; amountHigh?: number; currency: string }) => formatAmount(edition, figure, range)
  const number = (value: number, digits?: number) => formatQuantity(edition, value, digits)
  const showPaidBy = quote.lines.some((line) => line.paidBy)

  return (
    <section aria-labelledby="estimate-heading" className="mt-10 max-w-4xl rounded-2xl border border-slate-300 bg-white p-4 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="estimate-heading" className="text-2xl font-bold text-brand-900">
          {t('result.heading')}
        </h2>
        <strong className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">{t('result.badge')}</strong>
      </div>
      <p className="mt-2 text-sm text-muted">{t('result.disclaimer')}</p>
      <p className="mt-4 text-lg font-semibold text-ink">
        {t('result.route', { from: portLabel(quote.origin, edition), to: portLabel(quote.destination, edition) })}
      </p>

      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <Entry term={t('result.mode')}>{t(`result.modes.${quote.mode}`)}</Entry>
        <Entry term={t('result.chargeable')}>{chargeableText(t, quote, number)}</Entry>
        {quote.hsCode && <Entry term={t('result.hsCode')}>{`${quote.hsCode.code}: ${quote.hsCode.description}`}</Entry>}
        {quote.cargoValue !== undefined && (
          <Entry term={t('result.cargoValue')}>{money({ amount: quote.cargoValue, currency: quote.cargoCurrency ?? getEdition(edition).currency })}</Entry>
        )}
        {quote.incoterm && <Entry term={t('result.incoterm')}>{quote.incoterm}</Entry>}
        <Entry term={t('result.validity')}>{formatDate(edition, quote.validUntil)}</Entry>
      </dl>

      {/* On a phone the table scrolls sideways in its own region (a keyboard stop, named by the caption) rather than breaking words. */}
      <div
        role="region"
        aria-labelledby="quote-lines-caption"
        tabIndex={0}
        className="mt-6 overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption id="quote-lines-caption" className="mb-2 text-left text-base font-semibold text-ink">
            {t('result.linesCaption')}
          </caption>
          <thead>
            <tr className="bg-slate-100 text-ink">
              <th scope="col" className={cellStyles}>
                {t('result.columns.charge')}
              </th>
              <th scope="col" className={cellStyles}>
                {t('result.columns.basis')}
              </th>
              <th scope="col" className={`${cellStyles} text-right`}>
                {t('result.columns.amount')}
              </th>
              {showPaidBy && (
                <th scope="col" className={cellStyles}>
                  {t('result.columns.paidBy')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line, index) => (
              <tr key={`${line.code}-${index}`}>
                <th scope="row" className={`${cellStyles} font-semibold text-ink`}>
                  {line.label}
                  {line.stale && (
                    <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">{t('result.stale')}</span>
                  )}
                </th>
                <td className={`${cellStyles} text-ink`}>
                  {line.basisLabel}
                  <span className="mt-0.5 block text-xs text-muted">
                    {line.source.label}, {sourceDateText(edition, t, line.source.date)}
                  </span>
                </td>
                <td className={`${cellStyles} text-right tabular-nums text-ink`}>{money(line)}</td>
                {showPaidBy && <td className={`${cellStyles} text-ink`}>{line.paidBy ? t(`result.paidBy.${line.paidBy}`) : ''}</td>}
              </tr>
            ))}
          </tbody>
          <tfoot>
            {quoteTotals(quote).map((total) => (
              <tr key={total.currency} className="bg-brand-50">
                <th scope="row" colSpan={2} className={`${cellStyles} text-base font-bold text-ink`}>
                  {t('result.total')} ({total.currency})
                </th>
                <td className={`${cellStyles} text-right text-base font-bold tabular-nums text-ink`}>{money(total)}</td>
                {showPaidBy && <td className={cellStyles} />}
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
      {quote.otherTotals.length > 0 && <p className="mt-2 text-sm text-muted">{t('result.totalsNote')}</p>}
      {quote.lines.some((line) => line.stale) && <p className="mt-1 text-sm text-muted">{t('result.staleNote')}</p>}

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-brand-900">{t('result.included')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {includedCharges(quote.lines).map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </div>
        {quote.excluded.length > 0 && (
          <div>
            <h3 className="font-semibold text-brand-900">{t('result.excluded')}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
              {quote.excluded.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        )}
      </div>

      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <Entry term={t('result.distance')}>{distanceText(t, quote, number)}</Entry>
        <Entry term={t('result.transit')}>{quote.transitDays ? t('result.transitValue', quote.transitDays) : t('result.transitUnknown')}</Entry>
        <Entry term={t('result.emissions')}>{emissionsText(t, quote, number)}</Entry>
      </dl>

      {quote.warnings.length > 0 && (
        <div className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <h3 className="font-semibold text-ink">{t('result.warnings')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {quote.warnings.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-6">
        <h3 className="font-semibold text-brand-900">{t('result.sources')}</h3>
        <ul className="mt-2 space-y-1 text-sm text-ink">
          {quote.sources.map((source) => (
            <li key={`${source.label}-${source.date}`}>
              {source.url ? (
                <a href={source.url} rel="noopener noreferrer" className="text-brand-700 underline">
                  {source.label}
                </a>
              ) : (
                source.label
              )}
              , {sourceDateText(edition, t, source.date)}
              {source.note && <span className="text-muted"> · {source.note}</span>}
            </li>
          ))}
        </ul>
      </div>

      <p className="mt-6 font-semibold text-ink">{t('result.validUntil', { date: formatDate(edition, quote.validUntil) })}</p>
      <p className="text-sm text-muted">{t('result.calculatedAt', { date: formatDate(edition, quote.calculatedAt) })}</p>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <a href={pdfHref} download data-download-type="shipment_quote_pdf" className={buttonStyles.primary}>
          {t('result.pdf')}
        </a>
        <a href={shareHref} className={buttonStyles.secondary} aria-describedby="estimate-share-hint">
          {t('result.share')}
        </a>
      </div>
      <p id="estimate-share-hint" className="mt-2 text-sm text-muted">
        {t('result.shareHint')}
      </p>
    </section>
  )
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </>
  )
}
