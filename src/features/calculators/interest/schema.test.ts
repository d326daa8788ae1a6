import { describe, expect, it } from 'vitest'
import { MESSAGES } from '@/i18n/messages'
import { EDITION_CODES } from '@/i18n/editions'
import { ERROR_KEYS, earlyPaymentDiscountSchema, invoiceFinanceSchema, loanEmiSchema, parseWith, readIsoDate, readNumber } from './schema'

const invoice = { invoiceAmount: '1000000', advancePercent: '90', annualRatePercent: '12', days: '60', feePercent: '0.5' }
const problems = (result: ReturnType<typeof parseWith>) => (result.ok ? {} : result.fields)

describe('numbers in query parameters', () => {
  const amount = { decimals: 2, min: 0, minExclusive: true, max: 1e12, rangeKey: 'amountRange' } as const

  it('reads plain decimals and says what is wrong with the rest', () => {
    expect(readNumber(' 1250.50 ', amount)).toEqual({ value: 1250.5 })
    expect(readNumber('.5', amount)).toEqual({ value: 0.5 })
    expect(readNumber('7.', amount)).toEqual({ value: 7 })
    expect(readNumber('1000000000000', amount)).toEqual({ value: 1e12 })
    expect(readNumber(undefined, amount)).toEqual({ problem: 'required' })
    expect(readNumber('  ', amount)).toEqual({ problem: 'required' })
    expect(readNumber(undefined, { ...amount, optional: true })).toEqual({ missing: true })
    for (const text of ['abc', '1,000', '1e5', '0x10', '12%', '1.2.3', 'Infinity', 'NaN', '+5', '--1'])
      expect(readNumber(text, amount), text).toEqual({ problem: 'notANumber' })
    expect(readNumber('-5', amount)).toEqual({ problem: 'negative' })
    expect(readNumber('-0', amount)).toEqual({ problem: 'amountRange' })
    expect(readNumber('0', amount)).toEqual({ problem: 'amountRange' })
    expect(readNumber('1000000000000.01', amount)).toEqual({ problem: 'amountRange' })
    expect(readNumber(`1${'0'.repeat(400)}`, amount)).toEqual({ problem: 'amountRange' })
    expect(readNumber('10.005', amount)).toEqual({ problem: 'amountDecimals' })
    expect(readNumber('10.500', amount)).toEqual({ value: 10.5 })
    expect(readNumber('12.5', { decimals: 0, min: 1, max: 600, rangeKey: 'monthsRange' })).toEqual({ problem: 'wholeNumber' })
    expect(readNumber('12.00001', { decimals: 4, min: 0, max: 100, rangeKey: 'rateRange' })).toEqual({ problem: 'percentDecimals' })
  })

  it('reads ISO dates that exist', () => {
    expect(readIsoDate('2028-02-29')).toEqual({ value: '2028-02-29' })
    expect(readIsoDate('')).toEqual({ missing: true })
    for (const text of ['2026-02-29', '2026-13-01', '2026-1-5', '05/01/2026', '0001-01-01', 'x'])
      expect(readIsoDate(text), text).toEqual({ problem: 'dateInvalid' })
  })
})

describe('invoice finance parameters', () => {
  const schema = invoiceFinanceSchema(365, 18)

  it('accepts the issue’s parameters, the day-count basis defaulting to the edition’s', () => {
    expect(parseWith(schema, invoice)).toEqual({
      ok: true,
      data: { invoiceAmount: 1_000_000, advancePercent: 90, annualRatePercent: 12, days: 60, feePercent: 0.5, feeTaxPercent: 18, dayCount: 365 },
    })
    expect(parseWith(invoiceFinanceSchema(360, 0), { ...invoice, feeTaxPercent: '16' })).toMatchObject({ ok: true, data: { dayCount: 360, feeTaxPercent: 16 } })
    expect(parseWith(invoiceFinanceSchema(360, 0), invoice)).toMatchObject({ ok: true, data: { dayCount: 360 } })
    expect(parseWith(schema, { ...invoice, dayCount: '360' })).toMatchObject({ ok: true, data: { dayCount: 360 } })
  })

  it('turns invoice and due dates into days; days win when both are given', () => {
    const { days: _days, ...rest } = invoice
    expect(parseWith(schema, { ...rest, invoiceDate: '2026-01-31', dueDate: '2026-03-03' })).toMatchObject({
      ok: true,
      data: { days: 31, invoiceDate: '2026-01-31', dueDate: '2026-03-03' },
    })
    expect(parseWith(schema, { ...invoice, invoiceDate: '2026-01-31', dueDate: '2026-03-03' })).toEqual({
      ok: true,
      data: expect.not.objectContaining({ invoiceDate: expect.anything() }),
    })
    expect(problems(parseWith(schema, { ...rest, invoiceDate: '2026-03-03', dueDate: '2026-03-03' }))).toEqual({ dueDate: 'dueDateAfterInvoice' })
    expect(problems(parseWith(schema, { ...rest, invoiceDate: '2026-01-01', dueDate: '2036-01-01' }))).toEqual({ dueDate: 'dueDateRange' })
    expect(problems(parseWith(schema, { ...rest, invoiceDate: '2026-01-01' }))).toEqual({ dueDate: 'required' })
    expect(problems(parseWith(schema, rest))).toEqual({ days: 'termRequired' })
  })

  it('reports every field’s problem under its name', () => {
    expect(
      problems(parseWith(schema, { invoiceAmount: '-1', advancePercent: '0.5', annualRatePercent: '101', days: '3651', feePercent: 'x', dayCount: '364' })),
    ).toEqual({
      invoiceAmount: 'negative',
      advancePercent: 'advanceRange',
      annualRatePercent: 'rateRange',
      days: 'daysRange',
      feePercent: 'notANumber',
      dayCount: 'dayCountInvalid',
    })
    expect(problems(parseWith(schema, {}))).toEqual({
      invoiceAmount: 'required',
      advancePercent: 'required',
      annualRatePercent: 'required',
      feePercent: 'required',
    })
  })

  it('refuses terms whose interest and fees would take the whole advance', () => {
    expect(problems(parseWith(schema, { ...invoice, advancePercent: '1', feePercent: '1' }))).toEqual({ form: 'costsExceedAdvance' })
  })
})

describe('loan and discount parameters', () => {
  it('checks the loan’s tenure and rate', () => {
    const schema = loanEmiSchema(18)
    expect(parseWith(schema, { principal: '1000000', annualRatePercent: '12', months: '12' })).toEqual({
      ok: true,
      data: { principal: 1_000_000, annualRatePercent: 12, months: 12, feeTaxPercent: 18 },
    })
    expect(problems(parseWith(schema, { principal: '1000000', annualRatePercent: '0', months: '601' }))).toEqual({ months: 'monthsRange' })
    expect(problems(parseWith(schema, { principal: '0', annualRatePercent: '-1', months: '0' }))).toEqual({
      principal: 'amountRange',
      annualRatePercent: 'negative',
      months: 'monthsRange',
    })
  })

  it('takes the lender’s charges: a fee as a percent or an amount, other charges and the tax on them', () => {
    const schema = loanEmiSchema(18)
    const loan = { principal: '1000000', annualRatePercent: '12', months: '12' }
    expect(parseWith(schema, { ...loan, processingFeePercent: '2', otherCharges: '1500.50', feeTaxPercent: '0' })).toMatchObject({
      ok: true,
      data: { processingFeePercent: 2, otherCharges: 1500.5, feeTaxPercent: 0 },
    })
    expect(problems(parseWith(schema, { ...loan, processingFeePercent: '2', processingFeeAmount: '5000' }))).toEqual({
      processingFeeAmount: 'feePercentOrAmount',
    })
    expect(problems(parseWith(schema, { ...loan, processingFeePercent: '101', otherCharges: '-1', feeTaxPercent: 'x' }))).toEqual({
      processingFeePercent: 'percentRange',
      otherCharges: 'negative',
      feeTaxPercent: 'notANumber',
    })
    // 90% + its 18% GST = 106.2% of the loan: nothing would be received.
    expect(problems(parseWith(schema, { ...loan, processingFeePercent: '90' }))).toEqual({ form: 'chargesExceedLoan' })
    expect(problems(parseWith(schema, { ...loan, processingFeeAmount: '1000000', feeTaxPercent: '0' }))).toEqual({ form: 'chargesExceedLoan' })
  })

  it('wants the discount period to end before the net period, and a discount of at most 50%', () => {
    const schema = earlyPaymentDiscountSchema(360)
    expect(parseWith(schema, { discountPercent: '2', discountDays: '10', netDays: '30' })).toEqual({
      ok: true,
      data: { discountPercent: 2, discountDays: 10, netDays: 30, dayCount: 360 },
    })
    expect(parseWith(schema, { discountPercent: '2', discountDays: '10', netDays: '30', costOfFundsPercent: '9.5' })).toMatchObject({
      ok: true,
      data: { costOfFundsPercent: 9.5 },
    })
    expect(problems(parseWith(schema, { discountPercent: '2', discountDays: '30', netDays: '30' }))).toEqual({ discountDays: 'discountDaysBeforeNet' })
    expect(problems(parseWith(schema, { discountPercent: '51', discountDays: '10', netDays: '30', costOfFundsPercent: '120' }))).toEqual({
      discountPercent: 'discountRange',
      costOfFundsPercent: 'rateRange',
    })
  })
})

describe('error messages', () => {
  it('exist for every problem in every edition', () => {
    for (const edition of EDITION_CODES) {
      const errors = MESSAGES[edition].InterestCalculator.errors as Record<string, string>
      expect(Object.keys(errors).sort()).toEqual([...ERROR_KEYS].sort())
    }
  })
})
