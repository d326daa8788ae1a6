import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { chartBars, EmiChart, interestShares } from './chart'
import { loanEmi } from './formulas'

describe('EMI chart', () => {
  it('has a bar per month for short loans and per year for long ones, adding up the schedule', () => {
    const short = loanEmi({ principal: 1_000_000, annualRatePercent: 12, months: 12 })
    expect(chartBars(short.schedule)).toMatchObject({ period: 'month', bars: { length: 12 } })
    const long = loanEmi({ principal: 1_000_000, annualRatePercent: 12, months: 62 })
    const { period, bars } = chartBars(long.schedule)
    expect(period).toBe('year')
    expect(bars.map((bar) => bar.period)).toEqual([1, 2, 3, 4, 5, 6])
    expect(bars.reduce((sum, bar) => sum + bar.principal, 0)).toBe(long.principal)
    expect(bars.reduce((sum, bar) => sum + bar.interest, 0)).toBe(long.totalInterest)
  })

  it('gives the share of interest in the first and last payments', () => {
    const { first, last } = interestShares(loanEmi({ principal: 1_000_000, annualRatePercent: 12, months: 12 }).schedule)
    expect(first).toBeCloseTo(11.255, 3) // 10,000 / 88,848.79
    expect(last).toBeCloseTo(0.99, 2) // 879.69 / 88,848.76
  })

  it('draws an SVG image named by its title and described by the summary beside it', () => {
    const { bars } = chartBars(loanEmi({ principal: 1_000_000, annualRatePercent: 12, months: 12 }).schedule)
    const svg = renderToStaticMarkup(
      createElement(EmiChart, {
        id: 'c',
        bars,
        title: 'Principal and interest',
        summaryId: 'c-summary',
        formatAmount: (m) => String(m / 100),
        formatPeriod: (p) => `M${p}`,
      }),
    )
    expect(svg).toMatch(/^<svg[^>]* role="img" aria-labelledby="c-title" aria-describedby="c-summary"/)
    expect(svg).toContain('<title id="c-title">Principal and interest</title>')
    expect(svg.match(/<rect /g)).toHaveLength(24)
    expect(svg).toContain('>M1<')
    expect(svg).toContain('>M12<')
    expect(svg).not.toMatch(/NaN|Infinity/)
  })

  it('starts the plot far enough right for its longest amount label to fit whole', () => {
    const { bars } = chartBars(loanEmi({ principal: 5_000_000_00, annualRatePercent: 11, months: 24 }).schedule)
    const draw = (formatAmount: (minor: number) => string) =>
      renderToStaticMarkup(createElement(EmiChart, { id: 'c', bars, title: 'T', summaryId: 's', formatAmount, formatPeriod: String }))
    const labelEnd = (svg: string) => Number(/<text x="([\d.]+)"[^>]*text-anchor="end"/.exec(svg)?.[1])
    // "USD 116.5 k" (11 characters at 12 units, about 7 each) needs more than the 64 units left of the default plot.
    expect(labelEnd(draw(() => 'USD 116.5 k'))).toBeGreaterThanOrEqual(80)
    expect(labelEnd(draw(() => '₹88.8K'))).toBe(64)
  })
})
