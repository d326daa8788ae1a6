import { describe, expect, it } from 'vitest'
import { scheduleCsv, scheduleCsvFileName } from './csv'
import { loanEmi } from './formulas'

describe('schedule CSV', () => {
  it('writes a header and one row per month, amounts with 2 decimals', () => {
    const lines = scheduleCsv(loanEmi({ principal: 1_000_000, annualRatePercent: 12, months: 12 })).split('\r\n')
    expect(lines[0]).toBe('month,payment,principal,interest,balance')
    expect(lines[1]).toBe('1,88848.79,78848.79,10000.00,921151.21')
    expect(lines[12]).toBe('12,88848.76,87969.07,879.69,0.00')
    expect(lines).toHaveLength(14)
    expect(lines[13]).toBe('')
  })

  it('names the file after the loan', () => {
    expect(scheduleCsvFileName({ principal: 1_000_000, annualRatePercent: 12, months: 12 })).toBe('emi-schedule-1000000-12pct-12m.csv')
    expect(scheduleCsvFileName({ principal: 2500.5, annualRatePercent: 9.75, months: 6 })).toBe('emi-schedule-2500_5-9_75pct-6m.csv')
  })
})
