import { describe, expect, it } from 'vitest'
import { scheduleCsv, scheduleCsvFileName } from './csv'
import { calculateLoanEmi } from './service'

function figures(params: Record<string, string>) {
  const outcome = calculateLoanEmi(params, 'en-in')
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.fields))
  return outcome.data.figures
}

describe('schedule CSV', () => {
  it('writes a header and one row per month, amounts with 2 decimals', () => {
    const lines = scheduleCsv(figures({ principal: '1000000', annualRatePercent: '12', months: '12' })).split('\r\n')
    expect(lines[0]).toBe('month,payment,principal,interest,charges,balance')
    expect(lines[1]).toBe('1,88848.79,78848.79,10000.00,0.00,921151.21')
    expect(lines[12]).toBe('12,88848.76,87969.07,879.69,0.00,0.00')
    expect(lines).toHaveLength(14)
    expect(lines[13]).toBe('')
  })

  it('puts the charges deducted at disbursement in month 0', () => {
    const lines = scheduleCsv(figures({ principal: '1000000', annualRatePercent: '12', months: '12', processingFeePercent: '1' })).split('\r\n')
    // 1% of 10,00,000 = 10,000 and its GST at 18% = 1,800.
    expect(lines[1]).toBe('0,11800.00,0.00,0.00,11800.00,1000000.00')
    expect(lines[2]).toBe('1,88848.79,78848.79,10000.00,0.00,921151.21')
    expect(lines).toHaveLength(15)
  })

  it('names the file after the loan', () => {
    expect(scheduleCsvFileName({ principal: 1_000_000, annualRatePercent: 12, months: 12 })).toBe('emi-schedule-1000000-12pct-12m.csv')
    expect(scheduleCsvFileName({ principal: 2500.5, annualRatePercent: 9.75, months: 6 })).toBe('emi-schedule-2500_5-9_75pct-6m.csv')
  })
})
