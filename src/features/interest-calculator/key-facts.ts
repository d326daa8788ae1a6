import { createTranslator } from 'next-intl'
import type { EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { formatFixed, formatInput, formatMoney } from './format'
import type { LoanEmiCalculation } from './service'

export type KeyFact = { label: string; value: string; strong?: boolean }

/** The loan's annual rate as its method states it: 2 decimals, the CAT with 1 as Banxico has it shown. */
export function formatLoanRate(edition: EditionCode, { figures }: LoanEmiCalculation): string {
  const rate = figures.cost.annualRatePercent
  if (rate === undefined) return '—'
  return `${formatFixed(edition, rate, figures.cost.method === 'banxico-cat' ? 1 : 2)}%`
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
    { label: t('apr'), value: formatLoanRate(edition, calculation), strong: true },
  ]
  return facts.filter((fact): fact is KeyFact => fact !== false)
}
