import { getTranslations } from 'next-intl/server'
import type { EditionCode } from '@/i18n/editions'
import { CHART_COLORS, chartBars, EmiChart, interestShares } from '../chart'
import { formatCompactMoney, formatFixed, formatMoney } from '../format'
import type { LoanEmiCalculation } from '../service'

/**
 * The loan's chart of principal against interest, and its month-by-month schedule in a scrollable table, which
 * starts with the charges deducted at disbursement when there are any.
 */
export async function Schedule({ edition, calculation }: { edition: EditionCode; calculation: LoanEmiCalculation }) {
  const t = await getTranslations({ locale: edition, namespace: 'InterestCalculator.results.emi' })
  const { params, figures } = calculation
  const money = (minor: number) => formatMoney(edition, minor)
  const { period, bars } = chartBars(figures.schedule)
  const shares = interestShares(figures.schedule)
  const summary = t('chartSummary', {
    firstShare: formatFixed(edition, shares.first, 1),
    lastShare: formatFixed(edition, shares.last, 1),
    months: params.months,
    principal: money(figures.principal),
    interest: money(figures.totalInterest),
  })
  const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap'
  const charges = figures.cost.charges.total
  return (
    <>
      <section aria-labelledby="ic-chart-heading" className="mt-12">
        <h2 id="ic-chart-heading" className="text-2xl font-bold text-brand-900">
          {t('chartHeading')}
        </h2>
        <figure className="mt-4 max-w-2xl">
          <EmiChart
            id="ic-chart"
            bars={bars}
            title={t('chartTitle', { period })}
            summaryId="ic-chart-summary"
            formatAmount={(minor) => formatCompactMoney(edition, minor)}
            formatPeriod={(n) => (period === 'year' ? t('periodYear', { n }) : t('periodMonth', { n }))}
          />
          <figcaption className="mt-3 text-sm text-ink">
            <span className="mr-6 inline-flex items-center gap-2">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: CHART_COLORS.principal }} />
              {t('legendPrincipal')}
            </span>
            <span className="inline-flex items-center gap-2">
              <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ background: CHART_COLORS.interest }} />
              {t('legendInterest')}
            </span>
            <span id="ic-chart-summary" className="mt-2 block text-muted">
              {summary}
            </span>
          </figcaption>
        </figure>
      </section>
      <section aria-labelledby="ic-schedule-heading" className="mt-12">
        <h2 id="ic-schedule-heading" className="text-2xl font-bold text-brand-900">
          {t('scheduleHeading')}
        </h2>
        {/* A scrollable region must take the keyboard focus to be scrolled without a mouse. */}
        <div
          role="region"
          aria-labelledby="ic-schedule-caption"
          tabIndex={0}
          className="mt-4 max-h-[32rem] max-w-4xl overflow-auto rounded-lg border border-slate-200"
        >
          <table className="w-full text-sm">
            <caption id="ic-schedule-caption" className="sr-only">
              {t('scheduleCaption')}
            </caption>
            <thead className="sticky top-0 bg-slate-100 text-xs uppercase tracking-wide text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">
                  {t('columns.month')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('columns.payment')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('columns.principal')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('columns.interest')}
                </th>
                {charges > 0 && (
                  <th scope="col" className="px-3 py-2 text-right">
                    {t('columns.charges')}
                  </th>
                )}
                <th scope="col" className="px-3 py-2 text-right">
                  {t('columns.balance')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {charges > 0 && (
                <tr>
                  <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
                    {t('disbursement')}
                  </th>
                  <td className={cell}>{money(charges)}</td>
                  <td className={cell}>—</td>
                  <td className={cell}>—</td>
                  <td className={cell}>{money(charges)}</td>
                  <td className={cell}>{money(figures.principal)}</td>
                </tr>
              )}
              {figures.schedule.map((row) => (
                <tr key={row.month}>
                  <th scope="row" className="px-3 py-2 text-left font-semibold text-ink">
                    {row.month}
                  </th>
                  <td className={cell}>{money(row.payment)}</td>
                  <td className={cell}>{money(row.principal)}</td>
                  <td className={cell}>{money(row.interest)}</td>
                  {charges > 0 && <td className={cell}>—</td>}
                  <td className={cell}>{money(row.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  )
}
