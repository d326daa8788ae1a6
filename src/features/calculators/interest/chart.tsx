import type { ScheduleRow } from './formulas'

/** One bar of the chart: what the payments of a month (or a year) repay, in minor units. */
export type ChartBar = { period: number; principal: number; interest: number }

/** Loans longer than this are charted by year, so that bars stay readable. */
const MONTHLY_UP_TO = 60

/** The schedule as bars: one per month, or one per year (12 months, the last year possibly shorter) for long loans. */
export function chartBars(schedule: readonly ScheduleRow[]): { period: 'month' | 'year'; bars: ChartBar[] } {
  if (schedule.length <= MONTHLY_UP_TO) {
    return { period: 'month', bars: schedule.map((row) => ({ period: row.month, principal: row.principal, interest: row.interest })) }
  }
  const bars: ChartBar[] = []
  for (const row of schedule) {
    const year = Math.ceil(row.month / 12)
    const bar = bars[year - 1] ?? (bars[year - 1] = { period: year, principal: 0, interest: 0 })
    bar.principal += row.principal
    bar.interest += row.interest
  }
  return { period: 'year', bars }
}

/** The share of interest in the first and the last payment, in percent. */
export function interestShares(schedule: readonly ScheduleRow[]): { first: number; last: number } {
  const share = (row: ScheduleRow | undefined) => (row && row.payment > 0 ? (row.interest / row.payment) * 100 : 0)
  return { first: share(schedule[0]), last: share(schedule.at(-1)) }
}

const WIDTH = 480
const HEIGHT = 220
const PLOT = { left: 70, right: 6, top: 10, bottom: 28 }
const FONT_SIZE = 12
/** Room per character of an axis label: wider than the type's digits, so that "USD 116.5 k" fits whole. */
const LABEL_CHAR_WIDTH = 0.62 * FONT_SIZE
export const CHART_COLORS = { principal: '#0b3d91', interest: '#c2410c' }

type Props = {
  id: string
  bars: readonly ChartBar[]
  /** The chart's name, and the id of its text equivalent shown beside it (read by screen readers after the name). */
  title: string
  summaryId: string
  /** Labels of the vertical axis (0, half, top) and of a bar's period on the horizontal axis. */
  formatAmount: (minor: number) => string
  formatPeriod: (period: number) => string
}

/**
 * Principal against interest, as stacked bars per month or year, drawn on the server as SVG: no chart code
 * reaches the browser. The SVG is an image named by its title and described by the text summary shown with it.
 */
export function EmiChart({ id, bars, title, summaryId, formatAmount, formatPeriod }: Props) {
  const top = Math.max(1, ...bars.map((bar) => bar.principal + bar.interest))
  const ticks = [0, top / 2, top].map((tick) => ({ tick, label: formatAmount(tick) }))
  // The amounts' labels end 6 units left of the plot, which starts far enough right for the longest of them.
  const left = Math.max(PLOT.left, Math.ceil(Math.max(...ticks.map(({ label }) => label.length)) * LABEL_CHAR_WIDTH) + 6)
  const plotWidth = WIDTH - left - PLOT.right
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom
  const slot = plotWidth / Math.max(1, bars.length)
  const barWidth = Math.max(1, slot * 0.78)
  const y = (minor: number) => PLOT.top + plotHeight - (minor / top) * plotHeight
  const labelled = new Set([bars[0]?.period, bars[Math.floor((bars.length - 1) / 2)]?.period, bars.at(-1)?.period])
  const round = (n: number) => Math.round(n * 100) / 100
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={summaryId}
      className="h-auto w-full"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{title}</title>
      {ticks.map(({ tick, label }) => (
        <g key={tick}>
          <line x1={left} x2={WIDTH - PLOT.right} y1={round(y(tick))} y2={round(y(tick))} stroke="#cbd5e1" strokeWidth={1} />
          <text x={left - 6} y={round(y(tick))} dy="0.32em" textAnchor="end" fontSize={FONT_SIZE} fill="#334155">
            {label}
          </text>
        </g>
      ))}
      {bars.map((bar, index) => {
        const x = round(left + index * slot + (slot - barWidth) / 2)
        const principalTop = y(bar.principal)
        const interestTop = y(bar.principal + bar.interest)
        return (
          <g key={bar.period}>
            <rect x={x} y={round(principalTop)} width={round(barWidth)} height={round(PLOT.top + plotHeight - principalTop)} fill={CHART_COLORS.principal} />
            <rect x={x} y={round(interestTop)} width={round(barWidth)} height={round(principalTop - interestTop)} fill={CHART_COLORS.interest} />
            {labelled.has(bar.period) && (
              // The last label ends at its bar so that it stays inside the drawing.
              <text
                x={round(index === bars.length - 1 ? x + barWidth : x + barWidth / 2)}
                y={HEIGHT - 8}
                textAnchor={index === bars.length - 1 ? 'end' : 'middle'}
                fontSize={FONT_SIZE}
                fill="#334155"
              >
                {formatPeriod(bar.period)}
              </text>
            )}
          </g>
        )
      })}
    </svg>
  )
}
