import { describe, expect, it } from 'vitest'
import {
  calculateEarlyPaymentDiscount,
  calculateInvoiceFinance,
  calculateLoanEmi,
  earlyPaymentDiscountAnswer,
  invoiceFinanceAnswer,
  loanEmiAnswer,
} from './service'

function ok<T>(parsed: { ok: true; data: T } | { ok: false }): T {
  if (!parsed.ok) throw new Error('expected the parameters to be accepted')
  return parsed.data
}

describe('calculator answers', () => {
  it('answer invoice finance in major units and rates with 2 decimals', () => {
    const calculation = ok(
      calculateInvoiceFinance({ invoiceAmount: '1000000', advancePercent: '90', annualRatePercent: '12', days: '60', feePercent: '0.5' }, 'en-in'),
    )
    // GST at 18% on the 5,000 fee (900) is deducted too; the APR on a 365-day year equals the effective rate on Actual/365.
    expect(invoiceFinanceAnswer(calculation)).toEqual({
      advance: 900000,
      interest: 17753.42,
      fees: 5000,
      feeTaxPercent: 18,
      feeTax: 900,
      netToday: 876346.58,
      balanceAtMaturity: 100000,
      totalCost: 23653.42,
      costPer100: 2.63,
      effectiveAnnualRatePercent: 16.42,
      days: 60,
      dayCount: 365,
      apr: 16.42,
      aprMethod: 'rbi-kfs',
    })
    // Mexico: IVA 16% is paid but left out of the CAT, which compounds the 90-day rate over 365 days:
    // (80,000 ÷ 77,000)^(365/90) − 1 = 16.77%. The USA: 23,000 ÷ 877,000 × 365 ÷ 60 = 15.95%.
    const invoice = { invoiceAmount: '100000', advancePercent: '80', annualRatePercent: '10', days: '90', feePercent: '1' }
    expect(invoiceFinanceAnswer(ok(calculateInvoiceFinance(invoice, 'es-mx')))).toMatchObject({
      feeTax: 160,
      netToday: 76840,
      apr: 16.77,
      aprMethod: 'banxico-cat',
      cat: 16.8,
    })
    const usa = { invoiceAmount: '1000000', advancePercent: '90', annualRatePercent: '12', days: '60', feePercent: '0.5' }
    expect(invoiceFinanceAnswer(ok(calculateInvoiceFinance(usa, 'en-us')))).toMatchObject({
      feeTax: 0,
      netToday: 877000,
      effectiveAnnualRatePercent: 15.74,
      apr: 15.95,
      aprMethod: 'reg-z-actuarial',
    })
  })

  it('preselect the edition’s day-count basis: Actual/365 in India, Actual/360 for USD', () => {
    const params = { invoiceAmount: '1000000', advancePercent: '100', annualRatePercent: '5', days: '31', feePercent: '0' }
    expect(invoiceFinanceAnswer(ok(calculateInvoiceFinance(params, 'en-in')))).toMatchObject({ interest: 4246.58, dayCount: 365 })
    expect(invoiceFinanceAnswer(ok(calculateInvoiceFinance(params, 'en-us')))).toMatchObject({ interest: 4305.56, dayCount: 360 })
    expect(invoiceFinanceAnswer(ok(calculateInvoiceFinance(params, 'es-mx')))).toMatchObject({ dayCount: 360 })
    expect(invoiceFinanceAnswer(ok(calculateInvoiceFinance({ ...params, dayCount: '365' }, 'en-us')))).toMatchObject({ interest: 4246.58, dayCount: 365 })
  })

  it('answer the EMI with its schedule', () => {
    const answer = loanEmiAnswer(ok(calculateLoanEmi({ principal: '1000000', annualRatePercent: '12', months: '12' }, 'en-in')))
    expect(answer).toMatchObject({
      emi: 88848.79,
      totalInterest: 66185.45,
      totalPayable: 1066185.45,
      upfrontCharges: 0,
      netDisbursed: 1000000,
      apr: 12,
      aprMethod: 'rbi-kfs',
    })
    expect(answer.schedule[0]).toEqual({ month: 1, payment: 88848.79, principal: 78848.79, interest: 10000, balance: 921151.21 })
    expect(answer.schedule).toHaveLength(12)
  })

  it('answer the full cost by each edition’s method, fees and the tax on them included where it counts', () => {
    const loan = { principal: '1000000', annualRatePercent: '12', months: '12', processingFeePercent: '1' }
    const india = loanEmiAnswer(ok(calculateLoanEmi(loan, 'en-in')))
    // Fee 10,000 + GST 1,800 deducted: 9,88,200 received against the same EMIs.
    expect(india).toMatchObject({ processingFee: 10000, feeTaxPercent: 18, feeTax: 1800, upfrontCharges: 11800, netDisbursed: 988200, aprMethod: 'rbi-kfs' })
    expect(india.apr).toBe(14.26)
    expect(india).not.toHaveProperty('cat')
    const mexico = loanEmiAnswer(ok(calculateLoanEmi(loan, 'es-mx')))
    // IVA 16% on the fee is paid but left out of the CAT, which compounds the monthly rate.
    expect(mexico).toMatchObject({ feeTaxPercent: 16, feeTax: 1600, netDisbursed: 988400, aprMethod: 'banxico-cat' })
    expect(mexico).toMatchObject({ apr: 14.84, cat: 14.8 })
    const usa = loanEmiAnswer(ok(calculateLoanEmi(loan, 'en-us')))
    expect(usa).toMatchObject({ feeTaxPercent: 0, feeTax: 0, netDisbursed: 990000, aprMethod: 'reg-z-actuarial' })
    expect(usa.apr).toBe(13.91)
  })

  it('answer the discount’s rates, and the comparison when a cost of funds is given', () => {
    const params = { discountPercent: '2', discountDays: '10', netDays: '30' }
    expect(earlyPaymentDiscountAnswer(ok(calculateEarlyPaymentDiscount({ ...params, dayCount: '365' }, 'en-us')))).toEqual({
      annualizedRatePercent: 37.24,
      effectiveAnnualRatePercent: 44.59,
      dayCount: 365,
    })
    expect(earlyPaymentDiscountAnswer(ok(calculateEarlyPaymentDiscount({ ...params, costOfFundsPercent: '40' }, 'en-us')))).toEqual({
      annualizedRatePercent: 36.73,
      effectiveAnnualRatePercent: 43.86,
      dayCount: 360,
      costOfFundsPercent: 40,
      takeDiscount: false,
    })
  })

  it('report the problems of refused parameters', () => {
    expect(calculateLoanEmi({ principal: 'abc', annualRatePercent: '12' }, 'en-in')).toEqual({
      ok: false,
      fields: { principal: 'notANumber', months: 'required' },
    })
  })
})
