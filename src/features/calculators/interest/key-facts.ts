import { createTranslator } from 'next-intl'
import type { EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { formatFixed, formatInput, formatMoney, invoiceFinanceAmounts } from './format'
import { statedDecimals, type FullCost } from './full-cost'
import type { InvoiceFinanceCalculation, LoanEmiCalculation } from './service'

export type KeyFact = { label: string; value: string; strong?: boolean }

/** A full-cost rate as its method states it (the CAT with 1 decimal, the APRs with 2). */
export function formatFullCostRate(edition: EditionCode, cost: FullCost): string {
  if (cost.annualRatePercent === undefined) return '—'
  return `${formatFixed(edition, cost.annualRatePercent, statedDecimals(cost.method))}%`
}

/**
 * A loan's key facts in the order of RBI's Key Facts Statement (amount, term, instalments, rate, each fee,
 * net disbursed, totals, APR), in the edition's words: the page's summary, and any document that carries it.
 * Charges that are nil are left out.
 */
export function loanKeyFacts(edition: EditionCode, calculation: LoanEmiCalculation): KeyFact[] {
  const t = createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'InterestCalculator.results.emi.kfs' })
  const { params, figures } = calculation
  const { charges } = figures.cost
  const money = (minor: number) => formatMoney(edition, minor)
  const facts: (KeyFact | false)[] = [
    { label: t('amount'), value: money(figures.principal) },
    { label: t('term'), value: t('termValue', { months: params.months }) },
    { label: t('instalments'), value: t('instalmentsValue', { months: params.months, emi: money(figures.emi) }) },
    { label: t('rate'), value: t('rateValue', { rate: formatInput(edition, params.annualRatePercent) }) },
    charges.processingFee > 0 && { label: t('processingFee'), value: money(charges.processingFee) },
    charges.otherCharges > 0 && { label: t('otherCharges'), value: money(charges.otherCharges) },
    charges.feeTax > 0 && { label: t('feeTax', { percent: formatInput(edition, params.feeTaxPercent) }), value: money(charges.feeTax) },
    { label: t('netDisbursed'), value: money(figures.cost.netDisbursed) },
    { label: t('totalInterest'), value: money(figures.totalInterest) },
    { label: t('totalPayable'), value: money(figures.totalPayable) },
    { label: t('apr'), value: formatFullCostRate(edition, figures.cost), strong: true },
  ]
  return facts.filter((fact): fact is KeyFact => fact !== false)
}

/**
 * How an invoice finance's figures are worked out, one step per line with the visitor's numbers, as the page
 * and the termsheet write them. The tax on fees has
 * its own step only when there is one.
 */
export function invoiceFormulaLines(edition: EditionCode, { params, figures }: InvoiceFinanceCalculation): string[] {
  const t = createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'InterestCalculator.results.invoice' })
  const amounts = invoiceFinanceAmounts(edition, figures)
  const basis = figures.dayCount
  const taxed = figures.feeTax > 0
  return [
    t('advanceFormula', { ...amounts, advancePercent: formatInput(edition, params.advancePercent) }),
    t('interestFormula', { ...amounts, rate: formatInput(edition, params.annualRatePercent), days: figures.days, basis }),
    t('feesFormula', { ...amounts, feePercent: formatInput(edition, params.feePercent) }),
    ...(taxed ? [t('feeTaxFormula', { ...amounts, taxPercent: formatInput(edition, params.feeTaxPercent) })] : []),
    t(taxed ? 'netFormulaTaxed' : 'netFormula', amounts),
    t('balanceFormula', amounts),
    t('costPer100Formula', amounts),
    t('effectiveFormula', { ...amounts, days: figures.days, basis }),
  ]
}
