import type { QuoteResult } from '@/features/calculators/shipping/types'
import { formatDate, getEdition, type EditionCode } from '@/i18n/editions'
import { renderPdfDocument, type PdfBlock, type PdfCompany, type PdfDocumentInput } from '@/lib/pdf/document'
import { formatAmount, formatQuantity, includedCharges, quoteTotals, sourceDateText } from './format'
import { portLabel } from './port-choice'
import { chargeableText, distanceText, emissionsText, quoteTranslator } from './quote-text'

export { quoteTranslator }

/**
 * The estimate as a PDF in the edition's language, laid out by the site's one PDF module (src/lib/pdf): the
 * edition's company details at the head of each page, the estimate label and disclaimer, every charge line,
 * the totals per currency, what is and is not included, distance, transit and CO2e, the sources with their
 * dates and the validity.
 */

type QuoteDocument = {
  quote: QuoteResult
  edition: EditionCode
  company: PdfCompany
  /** The calculator's address with this estimate's inputs. */
  url?: string
}

/** The document's content (exported for tests; `renderQuotePdf` lays it out). */
export function composeQuoteDocument({ quote, edition, company, url }: QuoteDocument): PdfDocumentInput {
  const t = quoteTranslator(edition)
  const range = (low: string, high: string) => t('result.range', { low, high })
  const money = (figure: { amount: number; amountHigh?: number; currency: string }) => formatAmount(edition, figure, range)
  const number = (value: number, digits = 2) => formatQuantity(edition, value, digits)
  const from = portLabel(quote.origin, edition)
  const to = portLabel(quote.destination, edition)

  const chargeable = chargeableText(t, quote, number)
  const summary = [
    { label: t('result.mode'), value: t(`result.modes.${quote.mode}`) },
    { label: t('result.chargeable'), value: chargeable },
    ...(quote.hsCode ? [{ label: t('result.hsCode'), value: `${quote.hsCode.code} ${quote.hsCode.description}` }] : []),
    ...(quote.cargoValue !== undefined
      ? [{ label: t('result.cargoValue'), value: money({ amount: quote.cargoValue, currency: quote.cargoCurrency ?? getEdition(edition).currency }) }]
      : []),
    ...(quote.incoterm ? [{ label: t('result.incoterm'), value: quote.incoterm }] : []),
    { label: t('result.validity'), value: formatDate(edition, quote.validUntil) },
  ]

  const lines = quote.lines.map((line) => {
    const notes = [
      line.basisLabel,
      line.paidBy && `${t('result.columns.paidBy')}: ${t(`result.paidBy.${line.paidBy}`)}`,
      line.stale && t('result.stale'),
    ].filter(Boolean)
    return { label: `${line.label} (${notes.join('; ')})`, value: money(line) }
  })
  const totals = quoteTotals(quote).map((total) => ({ label: `${t('result.total')} (${total.currency})`, value: money(total), strong: true }))

  const details = [
    { label: t('result.distance'), value: distanceText(t, quote, number) },
    { label: t('result.transit'), value: quote.transitDays ? t('result.transitValue', quote.transitDays) : t('result.transitUnknown') },
    { label: t('result.emissions'), value: emissionsText(t, quote, number) },
  ]

  const sources = quote.sources.map((source) =>
    [`${source.label}, ${sourceDateText(edition, t, source.date)}`, source.note, source.url].filter(Boolean).join(' · '),
  )

  const blocks: PdfBlock[] = [
    { type: 'paragraph', text: t('result.badge') },
    { type: 'paragraph', text: t('result.disclaimer'), small: true },
    { type: 'heading', text: t('result.summaryHeading') },
    { type: 'table', rows: summary },
    { type: 'heading', text: t('pdf.chargesHeading') },
    { type: 'table', rows: lines, align: 'right' },
    { type: 'heading', text: t('pdf.totalsHeading') },
    { type: 'table', rows: totals, align: 'right' },
    ...(quote.otherTotals.length > 0 ? [{ type: 'paragraph', text: t('result.totalsNote'), small: true } as const] : []),
    ...(quote.lines.some((line) => line.stale) ? [{ type: 'paragraph', text: t('result.staleNote'), small: true } as const] : []),
    { type: 'heading', text: t('result.included') },
    { type: 'list', items: includedCharges(quote.lines) },
    ...(quote.excluded.length > 0 ? [{ type: 'heading', text: t('result.excluded') } as const, { type: 'list', items: quote.excluded } as const] : []),
    { type: 'heading', text: t('pdf.detailsHeading') },
    { type: 'table', rows: details },
    ...(quote.warnings.length > 0 ? [{ type: 'heading', text: t('pdf.noticeHeading') } as const, { type: 'list', items: quote.warnings } as const] : []),
    { type: 'heading', text: t('pdf.sourcesHeading') },
    { type: 'list', items: sources },
    {
      type: 'paragraph',
      text: `${t('result.validUntil', { date: formatDate(edition, quote.validUntil) })}. ${t('result.calculatedAt', { date: formatDate(edition, quote.calculatedAt) })}.`,
      small: true,
    },
    ...(url ? [{ type: 'paragraph', text: t('pdf.reference', { url }), small: true } as const] : []),
  ]

  return {
    title: t('pdf.title'),
    subtitle: t('pdf.subtitle', { from, to }),
    company,
    blocks,
    lang: getEdition(edition).htmlLang,
    footer: t('pdf.footer'),
    pageLabel: (page, pages) => t('pdf.page', { page, pages }),
    info: {
      subject: t('pdf.subtitle', { from, to }),
      keywords: [quote.origin.locode, quote.destination.locode, quote.mode.toUpperCase()],
      createdAt: new Date(quote.calculatedAt),
    },
  }
}

export function renderQuotePdf(document: QuoteDocument): Promise<Uint8Array> {
  return renderPdfDocument(composeQuoteDocument(document))
}

/** "shipment-estimate-INNSA-USNYC.pdf" in the edition's language. */
export function quotePdfFileName(quote: Pick<QuoteResult, 'origin' | 'destination'>, edition: EditionCode): string {
  return quoteTranslator(edition)('pdf.fileName', { from: quote.origin.locode, to: quote.destination.locode })
}
