import { getTranslations } from 'next-intl/server'
import { secondaryButtonStyles } from '@/features/lead-capture/forms/components/field-styles'
import { formatDate, type EditionCode } from '@/i18n/editions'
import { formatFixed, formatInput, formatMoney, invoiceFinanceAmounts } from '../format'
import { formatFullCostRate, invoiceFormulaLines, loanKeyFacts } from '../key-facts'
import { scheduleCsvHref, termsheetHref } from '@/lib/routes/interest-calculator'
import type { EarlyPaymentDiscountCalculation, InvoiceFinanceCalculation, LoanEmiCalculation } from '../service'

type Figure = { label: string; value: string; strong?: boolean; note?: string }

/** Figures as a description list: the label, then the value in large type. */
function Figures({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {figures.map((figure) => (
        <div key={figure.label} className={figure.strong ? 'rounded-lg bg-brand-50 p-3 sm:col-span-2' : 'p-3'}>
          <dt className="text-sm font-semibold text-muted">{figure.label}</dt>
          <dd className={`mt-1 font-bold tabular-nums text-brand-900 [overflow-wrap:anywhere] ${figure.strong ? 'text-3xl' : 'text-xl'}`}>{figure.value}</dd>
          {figure.note && <dd className="mt-1 text-sm text-muted">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  )
}

/** The formula, written with the visitor's numbers, one step per line. */
function Formula({ heading, lines, note }: { heading: string; lines: string[]; note?: string }) {
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="text-lg font-semibold text-brand-900">{heading}</h3>
      <ul className="mt-2 space-y-1.5 text-sm text-ink">
        {lines.map((line) => (
          <li key={line} className="font-mono [overflow-wrap:anywhere]">
            {line}
          </li>
        ))}
      </ul>
      {note && <p className="mt-3 text-sm text-muted">{note}</p>}
    </div>
  )
}

/** The query of a calculation, for its download links (the page's own address carries the same values). */
function inputsOf(params: object): Record<string, string | number | undefined> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => typeof v === 'string' || typeof v === 'number')) as Record<string, string | number>
}

export async function InvoiceFinanceResult({ edition, calculation }: { edition: EditionCode; calculation: InvoiceFinanceCalculation }) {
  const t = await getTranslations({ locale: edition, namespace: 'InterestCalculator.results' })
  const { params, figures } = calculation
  const amounts = invoiceFinanceAmounts(edition, figures)
  const basis = figures.dayCount
  const term =
    'invoiceDate' in params
      ? t('invoice.termDates', { from: formatDate(edition, params.invoiceDate), to: formatDate(edition, params.dueDate), days: figures.days })
      : t('invoice.term', { days: figures.days, basis })
  // The link carries the days (or the dates) the figures were computed with, and the basis used.
  const { days, dayCount, ...rest } = params
  const link = termsheetHref(edition, { ...inputsOf(rest), ...('invoiceDate' in params ? {} : { days }), dayCount })
  return (
    <>
      <div aria-live="polite">
        <p className="mb-3 text-sm text-muted">{term}</p>
        <Figures
          figures={[
            { label: t('invoice.netToday'), value: amounts.netToday, strong: true },
            { label: t('invoice.advance'), value: amounts.advance },
            { label: t('invoice.interest'), value: amounts.interest },
            { label: t('invoice.apr'), value: formatFullCostRate(edition, figures.cost), strong: true, note: t('invoice.aprNote') },
            { label: t('invoice.fees'), value: amounts.fees },
            ...(figures.feeTax > 0 ? [{ label: t('invoice.feeTax', { percent: formatInput(edition, params.feeTaxPercent) }), value: amounts.feeTax }] : []),
            { label: t('invoice.balance'), value: amounts.balance },
            { label: t('invoice.totalCost'), value: amounts.totalCost },
            { label: t('invoice.costPer100'), value: amounts.costPer100 },
            { label: t('invoice.effectiveRate'), value: `${amounts.effectiveRate}%` },
          ]}
        />
      </div>
      <p className="mt-6">
        <a href={link} download data-download-type="termsheet_pdf" className={secondaryButtonStyles}>
          {t('invoice.termsheet')}
        </a>
      </p>
      <Formula heading={t('formulaHeading')} note={`${t('invoice.upFrontNote')} ${t('invoice.method')}`} lines={invoiceFormulaLines(edition, calculation)} />
    </>
  )
}

/** Key facts as a two-column table: what the summary states, and its value. */
function KeyFacts({ heading, caption, facts }: { heading: string; caption: string; facts: { label: string; value: string; strong?: boolean }[] }) {
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="ic-key-facts" className="text-lg font-semibold text-brand-900">
        {heading}
      </h3>
      <table aria-labelledby="ic-key-facts" className="mt-2 w-full text-sm">
        <tbody className="divide-y divide-slate-200">
          {facts.map((fact) => (
            <tr key={fact.label}>
              <th scope="row" className="py-2 pr-4 text-left font-medium text-ink">
                {fact.label}
              </th>
              <td className={`py-2 text-right tabular-nums [overflow-wrap:anywhere] ${fact.strong ? 'font-bold text-brand-900' : 'text-ink'}`}>{fact.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-muted">{caption}</p>
    </div>
  )
}

export async function LoanEmiResult({ edition, calculation }: { edition: EditionCode; calculation: LoanEmiCalculation }) {
  const t = await getTranslations({ locale: edition, namespace: 'InterestCalculator.results' })
  const { params, figures } = calculation
  const money = (minor: number) => formatMoney(edition, minor)
  const monthlyRate = formatInput(edition, params.annualRatePercent / 1200, 8)
  const last = figures.schedule.at(-1)!
  return (
    <>
      <div aria-live="polite">
        <Figures
          figures={[
            { label: t('emi.emi'), value: money(figures.emi), strong: true },
            {
              label: t('emi.apr'),
              value: formatFullCostRate(edition, figures.cost),
              strong: true,
              note: t('emi.aprNote', { rate: formatInput(edition, params.annualRatePercent) }),
            },
            { label: t('emi.totalInterest'), value: money(figures.totalInterest) },
            { label: t('emi.totalPayable'), value: money(figures.totalPayable) },
            { label: t('emi.upfrontCharges'), value: money(figures.cost.charges.total) },
            { label: t('emi.netDisbursed'), value: money(figures.cost.netDisbursed) },
          ]}
        />
      </div>
      <p className="mt-6">
        <a href={scheduleCsvHref(inputsOf(params))} download data-download-type="emi_schedule_csv" className={secondaryButtonStyles}>
          {t('emi.downloadCsv')}
        </a>
      </p>
      <KeyFacts heading={t('emi.kfsHeading')} caption={`${t('emi.method')} ${t('emi.kfsCaption')}`} facts={loanKeyFacts(edition, calculation)} />
      <Formula
        heading={t('formulaHeading')}
        note={last.payment !== figures.emi ? t('emi.lastPayment', { last: money(last.payment) }) : undefined}
        lines={[
          t('emi.formula'),
          params.annualRatePercent === 0
            ? t('emi.zeroRateNumbers', { principal: money(figures.principal), months: params.months, emi: money(figures.emi) })
            : t('emi.formulaNumbers', { principal: money(figures.principal), r: monthlyRate, months: params.months, emi: money(figures.emi) }),
        ]}
      />
    </>
  )
}

export async function DiscountResult({ edition, calculation }: { edition: EditionCode; calculation: EarlyPaymentDiscountCalculation }) {
  const t = await getTranslations({ locale: edition, namespace: 'InterestCalculator.results' })
  const { params, figures } = calculation
  const rate = formatFixed(edition, figures.annualizedRatePercent)
  const compounded = formatFixed(edition, figures.effectiveAnnualRatePercent)
  const periodRate = formatFixed(edition, figures.periodRate * 100, 4)
  const basis = figures.dayCount
  const cost = params.costOfFundsPercent
  return (
    <>
      <div aria-live="polite">
        {cost !== undefined ? (
          <p className={`mb-4 rounded-lg p-3 font-semibold ${figures.takeDiscount ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-ink'}`}>
            {t(figures.takeDiscount ? 'discount.takeDiscount' : 'discount.skipDiscount', { rate, cost: formatInput(edition, cost) })}
          </p>
        ) : (
          <p className="mb-4 text-sm text-muted">{t('discount.noCostOfFunds')}</p>
        )}
        <Figures
          figures={[
            { label: t('discount.annualized'), value: `${rate}%`, strong: true },
            { label: t('discount.effective'), value: `${compounded}%` },
            { label: t('discount.periodRate', { days: figures.daysEarly }), value: `${periodRate}%` },
          ]}
        />
      </div>
      <Formula
        heading={t('formulaHeading')}
        note={`${t('discount.explanation', { days: figures.daysEarly, periodRate })} ${cost !== undefined ? t('discount.comparisonNote') : ''}`.trim()}
        lines={[
          t('discount.simpleFormula', {
            basis,
            discount: formatInput(edition, params.discountPercent),
            netDays: params.netDays,
            discountDays: params.discountDays,
            rate,
          }),
          t('discount.compoundedFormula', { basis, periodRate, days: figures.daysEarly, rate: compounded }),
        ]}
      />
    </>
  )
}
