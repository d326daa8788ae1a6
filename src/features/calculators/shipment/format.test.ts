import { describe, expect, it } from 'vitest'
import { containersText, formatAmount, formatMoney, formatQuantity, formatSourceDate, includedCharges, quoteTotals } from './format'

const range = (low: string, high: string) => `${low} to ${high}`
/** Intl separates the currency with a no-break space in some locales. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('estimate figures', () => {
  it('formats money in the edition’s locale, with the symbol or the ISO code', () => {
    expect(plain(formatMoney('en-in', 150000, 'INR'))).toBe('₹1,50,000.00')
    expect(plain(formatMoney('en-us', 2402.5, 'USD'))).toBe('$2,402.50')
    expect(plain(formatMoney('es-mx', 2402.5, 'USD'))).toMatch(/USD 2,402\.50|US\$2,402\.50/)
    expect(plain(formatMoney('en-in', 150000, 'INR', 'code'))).toBe('INR 1,50,000.00')
  })

  it('writes a published range with both ends', () => {
    expect(plain(formatAmount('en-us', { amount: 100, amountHigh: 150, currency: 'USD' }, range))).toBe('$100.00 to $150.00')
    expect(plain(formatAmount('en-us', { amount: 100, amountHigh: 100, currency: 'USD' }, range))).toBe('$100.00')
    expect(plain(formatAmount('en-us', { amount: 100, currency: 'USD' }, range, 'code'))).toBe('USD 100.00')
  })

  it('lists the totals, the main currency first, and the included charges once each', () => {
    expect(quoteTotals({ total: 10, totalHigh: 12, currency: 'USD', otherTotals: [{ currency: 'INR', amount: 5000 }] })).toEqual([
      { currency: 'USD', amount: 10, amountHigh: 12 },
      { currency: 'INR', amount: 5000 },
    ])
    expect(quoteTotals({ total: 10, currency: 'USD', otherTotals: [] })).toEqual([{ currency: 'USD', amount: 10 }])
    expect(includedCharges([{ label: 'Ocean freight' }, { label: 'Surcharge' }, { label: 'Surcharge' }])).toEqual(['Ocean freight', 'Surcharge'])
  })

  it('formats quantities and containers', () => {
    expect(formatQuantity('es-mx', 1234.5678)).toBe('1,234.57')
    expect(
      containersText([
        { type: '40HC', count: 2 },
        { type: '20GP', count: 1 },
      ]),
    ).toBe('2 × 40HC, 1 × 20GP')
  })
})

describe('formatSourceDate', () => {
  it('formats a day, a month or a year as published, and gives no date for words', () => {
    expect(formatSourceDate('en-us', '2026-03-05')).toBe('March 5, 2026')
    expect(formatSourceDate('es-mx', '2021-10')).toBe('octubre de 2021')
    expect(formatSourceDate('en-in', '2025')).toBe('2025')
    expect(formatSourceDate('en-in', 'not stated')).toBeNull()
    expect(formatSourceDate('en-in', 'current regulation (19 CFR 24.24)')).toBeNull()
  })
})
