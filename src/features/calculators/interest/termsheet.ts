import { createTranslator } from 'next-intl'
import { formatDate, getEdition, type EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { renderPdfDocument, type PdfBlock, type PdfCompany } from '@/lib/pdf/document'
import { formatInput, invoiceFinanceAmounts } from './format'
import { formatFullCostRate, invoiceFormulaLines } from './key-facts'
import type { InvoiceFinanceCalculation } from './service'

/** Days an indicative termsheet stays valid from its date of issue. */
const TERMSHEET_VALID_DAYS = 15

/** What the termsheet says, in the edition's language; amounts with currency codes ("INR 9,00,000.00"). */
export function termsheetContent(edition: EditionCode, calculation: InvoiceFinanceCalculation, issuedAt: Date) {
  const { params, figures } = calculation
  const t = createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'InterestCalculator' })
  const percent = (value: number) => `${formatInput(edition, value)}%`
  const basis = figures.dayCount
  const term =
    'invoiceDate' in params
      ? t('results.invoice.termDates', { from: formatDate(edition, params.invoiceDate), to: formatDate(edition, params.dueDate), days: figures.days })
      : t('results.invoice.term', { days: figures.days, basis })
  const amounts = invoiceFinanceAmounts(edition, figures)
  const validUntil = new Date(issuedAt.getTime() + TERMSHEET_VALID_DAYS * 86_400_000)
  const blocks: PdfBlock[] = [
    { type: 'heading', text: t('termsheet.inputsHeading') },
    {
      type: 'table',
      rows: [
        { label: t('form.invoiceAmount', { currency: getEdition(edition).currency }), value: amounts.invoice },
        { label: t('form.advancePercent'), value: percent(params.advancePercent) },
        { label: t('form.annualRatePercent'), value: percent(params.annualRatePercent) },
        { label: t('form.days'), value: term },
        { label: t('form.feePercent'), value: percent(params.feePercent) },
        { label: t('form.feeTaxPercent'), value: percent(params.feeTaxPercent) },
        { label: t('form.dayCount'), value: t(basis === 365 ? 'form.dayCount365' : 'form.dayCount360') },
      ],
    },
    { type: 'heading', text: t('termsheet.figuresHeading') },
    {
      type: 'table',
      align: 'right',
      rows: [
        { label: t('results.invoice.advance'), value: amounts.advance },
        { label: t('results.invoice.interest'), value: amounts.interest },
        { label: t('results.invoice.fees'), value: amounts.fees },
        ...(figures.feeTax > 0 ? [{ label: t('results.invoice.feeTax', { percent: formatInput(edition, params.feeTaxPercent) }), value: amounts.feeTax }] : []),
        { label: t('results.invoice.netToday'), value: amounts.netToday, strong: true },
        { label: t('results.invoice.balance'), value: amounts.balance },
        { label: t('results.invoice.totalCost'), value: amounts.totalCost },
        { label: t('results.invoice.costPer100'), value: amounts.costPer100 },
        { label: t('results.invoice.effectiveRate'), value: `${amounts.effectiveRate}%` },
        { label: t('results.invoice.apr'), value: formatFullCostRate(edition, figures.cost), strong: true },
      ],
    },
    { type: 'heading', text: t('termsheet.methodHeading') },
    { type: 'paragraph', text: `${t('results.invoice.method')} ${t('results.invoice.aprNote')}.` },
    { type: 'heading', text: t('termsheet.formulaHeading') },
    { type: 'list', items: invoiceFormulaLines(edition, calculation) },
    { type: 'heading', text: t('termsheet.assumptionsHeading') },
    { type: 'list', items: [t('termsheet.assumption1'), t('termsheet.assumption2'), t('termsheet.assumption3'), t('termsheet.assumption4')] },
    { type: 'heading', text: t('termsheet.validityHeading') },
    { type: 'paragraph', text: t('termsheet.validity', { days: TERMSHEET_VALID_DAYS }) },
  ]
  return {
    title: t('termsheet.title'),
    subtitle: t('termsheet.issued', { date: formatDate(edition, issuedAt), validUntil: formatDate(edition, validUntil) }),
    subject: t('termsheet.subject'),
    footer: t('termsheet.footer'),
    pageLabel: (page: number, pages: number) => t('termsheet.page', { page, pages }),
    fileName: `${t('termsheet.fileName')}-${issuedAt.toISOString().slice(0, 10)}.pdf`,
    blocks,
  }
}

/** The indicative termsheet of an invoice finance calculation as a PDF, with the edition's company header. */
export async function renderTermsheet(edition: EditionCode, calculation: InvoiceFinanceCalculation, company: PdfCompany, issuedAt = new Date()) {
  const content = termsheetContent(edition, calculation, issuedAt)
  const bytes = await renderPdfDocument({
    title: content.title,
    subtitle: content.subtitle,
    company,
    blocks: content.blocks,
    lang: getEdition(edition).htmlLang,
    footer: content.footer,
    pageLabel: content.pageLabel,
    info: { subject: content.subject, createdAt: issuedAt },
  })
  return { bytes, fileName: content.fileName }
}
