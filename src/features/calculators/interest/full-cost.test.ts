import { describe, expect, it } from 'vitest'
import { roundHalfUp, toMinorUnits } from './formulas'
import { annualRate, loanCost, ratePerPeriod, upfrontCharges } from './full-cost'

const repeat = (payment: number, times: number) => Array.from({ length: times }, () => payment)

describe('the rate per period of a loan', () => {
  it('is the rate at which the payments are worth what was received', () => {
    expect(ratePerPeriod(1000, [1100])).toBeCloseTo(0.1, 12)
    expect(ratePerPeriod(1000, [1000])).toBe(0)
    expect(ratePerPeriod(1000, [600, 300])).toBeUndefined()
    expect(ratePerPeriod(0, [100])).toBeUndefined()
  })
})

describe('published worked examples', () => {
  it('Regulation Z, Appendix J (c)(1)(i): $5,000 repaid by 24 monthly payments of $230 has an APR of 9.69%', () => {
    // 12 CFR 1026, Appendix J, paragraph (c)(1)(i): "single advance transaction, with or without an odd first
    // period, and otherwise regular": amount financed $5,000, 24 monthly payments of $230, APR 9.69%.
    const monthly = ratePerPeriod(5000, repeat(230, 24))!
    expect(roundHalfUp(annualRate('reg-z-actuarial', monthly, 12))).toBe(9.69)
  })

  it('RBI Key Facts Statement (RBL Bank, 2024 format): ₹47,000 over 24 months at 21%, fee ₹1,175 + GST, APR 24.16%', () => {
    // A KFS in RBI's Annex A format: sanctioned ₹47,000, 24 monthly EPIs of ₹2,415.14 at 21% fixed,
    // processing fee ₹1,175 (stated net of GST), APR 24.16%. Net disbursed = 47,000 − 1,175 × 1.18 = 45,613.50.
    // The IRR approach on it gives 24.1539%: the lender's own figure is 0.01 point higher, its system
    // counting the first instalment's broken period from the disbursal date, which the KFS does not state.
    const charges = upfrontCharges({ principal: toMinorUnits(47_000), processingFeeAmount: 1175, feeTaxPercent: 18 })
    expect(charges).toEqual({ processingFee: 117_500, otherCharges: 0, feeTax: 21_150, total: 138_650 })
    const cost = loanCost(toMinorUnits(47_000), repeat(241_514, 24), charges, 'rbi-kfs')
    expect(cost.netDisbursed).toBe(4_561_350)
    expect(Math.abs(cost.annualRatePercent! - 24.16)).toBeLessThan(0.01)
    // Without the GST the figure would be 23.66%: the lender's 24.16% counts it.
    const withoutTax = loanCost(toMinorUnits(47_000), repeat(241_514, 24), { ...charges, feeTax: 0, total: 117_500 }, 'rbi-kfs')
    expect(roundHalfUp(withoutTax.annualRatePercent!)).toBe(23.66)
  })

  it('Banxico CAT: the annual effective rate, without the IVA on the commission (MXN 20,000, 12 months, 58%, 5% opening fee)', () => {
    // Alivio Capital's published CAT example (26 June 2020): amount MXN 20,000, 12 months, ordinary rate 58.00%,
    // opening commission 5.00%, "CAT: 95.7%" with a link to Banxico's CAT calculator. Monthly payments of
    // 20,000 × r / (1 − (1 + r)^−12) with r = 58% / 12 = 2,235.35; received 19,000 (the IVA on the
    // commission left out). Banxico's formula gives 95.61% = 95.6 at one decimal; the lender's 95.7 is
    // 0.1 point higher, rounded up.
    const charges = upfrontCharges({ principal: toMinorUnits(20_000), processingFeePercent: 5, feeTaxPercent: 16 })
    const cost = loanCost(toMinorUnits(20_000), repeat(223_535, 12), charges, 'banxico-cat')
    expect(cost.netDisbursed).toBe(1_884_000) // 20,000 − 1,000 − 160 IVA
    expect(cost.receivedForRate).toBe(1_900_000)
    expect(roundHalfUp(cost.annualRatePercent!, 1)).toBe(95.6)
    expect(Math.abs(cost.annualRatePercent! - 95.7)).toBeLessThan(0.1)
  })

  it('reproduces the seeded Key Fact Statement article: ₹20 lakh over 24 months at 15% with a 2% fee is about 17.1%', () => {
    const charges = upfrontCharges({ principal: toMinorUnits(2_000_000), processingFeePercent: 2, feeTaxPercent: 0 })
    const cost = loanCost(toMinorUnits(2_000_000), repeat(9_697_330, 24), charges, 'rbi-kfs')
    expect(roundHalfUp(cost.annualRatePercent!, 1)).toBe(17.1)
  })
})

describe('annual rates by method', () => {
  it('multiplies the period rate for the APRs and compounds it for the CAT', () => {
    expect(annualRate('rbi-kfs', 0.01, 12)).toBeCloseTo(12, 10)
    expect(annualRate('reg-z-actuarial', 0.01, 12)).toBeCloseTo(12, 10)
    expect(annualRate('banxico-cat', 0.01, 12)).toBeCloseTo(12.682503013, 8)
  })

  it('states the loan’s own rate when nothing is charged up front', () => {
    const charges = upfrontCharges({ principal: toMinorUnits(1_000_000), feeTaxPercent: 18 })
    expect(charges.total).toBe(0)
    // EMI 88,848.79 (last 88,848.76): the IRR of the rounded payments is the 12% rate to 2 decimals.
    const cost = loanCost(toMinorUnits(1_000_000), [...repeat(8_884_879, 11), 8_884_876], charges, 'rbi-kfs')
    expect(roundHalfUp(cost.annualRatePercent!)).toBe(12)
  })
})
