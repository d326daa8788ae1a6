import { describe, expect, it } from 'vitest'
import { daysBetween, earlyPaymentDiscount, invoiceFinance, loanEmi, percentOf, roundHalfUp, simpleInterest, toMinorUnits, toScaledPercent } from './formulas'

describe('rounding and units', () => {
  it('rounds half-up on the decimal that prints, not on float noise', () => {
    expect(roundHalfUp(1.005)).toBe(1.01)
    expect(roundHalfUp(2.675)).toBe(2.68)
    expect(roundHalfUp(1.004999)).toBe(1)
    expect(roundHalfUp(-1.005)).toBe(-1.01)
    expect(roundHalfUp(36.734693877551024)).toBe(36.73)
    expect(roundHalfUp(0.125, 2)).toBe(0.13)
    expect(roundHalfUp(1e-12)).toBe(0)
    expect(roundHalfUp(12.5, 0)).toBe(13)
  })

  it('holds money in minor units and percentages in 1/10,000 of a percent', () => {
    expect(toMinorUnits(1234.56)).toBe(123456)
    expect(toMinorUnits(0.29)).toBe(29) // 0.29 × 100 = 28.999999999999996 in floating point
    expect(toMinorUnits(1e12)).toBe(1e14)
    expect(toScaledPercent(12.3456)).toBe(123456)
    expect(toScaledPercent(0.07)).toBe(700)
  })

  it('rounds each money amount half-up to the minor unit where it is produced', () => {
    // 1.00 at 1% for 180 days on Actual/360 is exactly half a cent: it rounds up.
    expect(simpleInterest(100, 1, 180, 360)).toBe(1)
    expect(simpleInterest(100, 1, 179, 360)).toBe(0)
    expect(percentOf(100, 0.5)).toBe(1)
    expect(percentOf(100, 0.4999)).toBe(0)
  })

  it('counts days between ISO dates over month ends, leap days and clock changes', () => {
    expect(daysBetween('2026-01-31', '2026-03-03')).toBe(31)
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29)
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31)
    expect(daysBetween('2026-05-01', '2026-05-01')).toBe(0)
  })
})

describe('simple interest on Actual/365 and Actual/360', () => {
  it('1,000,000 at 5% for 31 days is 4,246.58 on Actual/365 and 4,305.56 on Actual/360', () => {
    // 1,000,000 × 0.05 × 31 / 365 = 4,246.5753…; / 360 = 4,305.5555…
    expect(simpleInterest(toMinorUnits(1_000_000), 5, 31, 365)).toBe(424_658)
    expect(simpleInterest(toMinorUnits(1_000_000), 5, 31, 360)).toBe(430_556)
  })

  it('stays exact where floating point would not (1e12 at 100% for 3,650 days)', () => {
    // 10^14 × 3650 / 360 = 1,013,888,888,888,888.88… minor units.
    expect(simpleInterest(1e14, 100, 3650, 360)).toBe(1_013_888_888_888_889)
  })
})

describe('invoice finance', () => {
  it('works out the India example: 10,00,000 invoice, 90% advance, 12% for 60 days on Actual/365, 0.5% fee', () => {
    const figures = invoiceFinance({ invoiceAmount: 1_000_000, advancePercent: 90, annualRatePercent: 12, days: 60, feePercent: 0.5, dayCount: 365 })
    expect(figures).toMatchObject({
      invoice: 100_000_000,
      advance: 90_000_000, // 9,00,000.00
      interest: 1_775_342, // 9,00,000 × 12% × 60 / 365 = 17,753.4246…
      fees: 500_000, // 10,00,000 × 0.5% = 5,000.00
      netToday: 87_724_658, // 9,00,000 − 17,753.42 − 5,000 = 8,77,246.58
      balanceAtMaturity: 10_000_000, // 1,00,000.00
      totalCost: 2_275_342, // 22,753.42
      days: 60,
      dayCount: 365,
    })
    // 22,753.42 / 9,00,000 × 100 = 2.5281…
    expect(roundHalfUp(figures.costPer100)).toBe(2.53)
    // 22,753.42 / 8,77,246.58 × 365 / 60 = 15.7785…%
    expect(roundHalfUp(figures.effectiveAnnualRatePercent)).toBe(15.78)
  })

  it('works out the USD example: 100,000 invoice, 80% advance, 10% for 90 days on Actual/360, 1% fee', () => {
    const figures = invoiceFinance({ invoiceAmount: 100_000, advancePercent: 80, annualRatePercent: 10, days: 90, feePercent: 1, dayCount: 360 })
    // 80,000 × 10% × 90 / 360 = 2,000; fee 1,000; net 77,000; cost per 100 = 3,000 / 80,000 × 100 = 3.75;
    // effective = 3,000 / 77,000 × 360 / 90 = 15.584…%
    expect(figures).toMatchObject({
      advance: 8_000_000,
      interest: 200_000,
      fees: 100_000,
      netToday: 7_700_000,
      balanceAtMaturity: 2_000_000,
      totalCost: 300_000,
      costPer100: 3.75,
    })
    expect(roundHalfUp(figures.effectiveAnnualRatePercent)).toBe(15.58)
  })

  it('defines the effective annual rate as total cost / net received today × basis / days', () => {
    const figures = invoiceFinance({ invoiceAmount: 500_000, advancePercent: 100, annualRatePercent: 9, days: 45, feePercent: 0.25, dayCount: 360 })
    expect(figures.effectiveAnnualRatePercent).toBeCloseTo((figures.totalCost / figures.netToday) * (360 / 45) * 100, 10)
    // Costs paid up front make the effective rate higher than the quoted one.
    expect(figures.effectiveAnnualRatePercent).toBeGreaterThan(9)
  })

  it('costs nothing at 0% without fees, and says so when the costs take the whole advance', () => {
    const free = invoiceFinance({ invoiceAmount: 1000, advancePercent: 50, annualRatePercent: 0, days: 30, feePercent: 0, dayCount: 365 })
    expect(free).toMatchObject({ advance: 50_000, interest: 0, fees: 0, netToday: 50_000, totalCost: 0, costPer100: 0, effectiveAnnualRatePercent: 0 })
    const ruinous = invoiceFinance({ invoiceAmount: 100, advancePercent: 1, annualRatePercent: 12, days: 5, feePercent: 5, dayCount: 365 })
    expect(ruinous.netToday).toBeLessThan(0)
    expect(ruinous.effectiveAnnualRatePercent).toBe(Infinity)
  })
})

describe('business loan EMI', () => {
  it('1,000,000 at 12% over 12 months: EMI 88,848.79', () => {
    const loan = loanEmi({ principal: 1_000_000, annualRatePercent: 12, months: 12 })
    expect(loan.emi).toBe(8_884_879)
    expect(loan.schedule).toHaveLength(12)
    // Month 1: interest 1% of 10,00,000 = 10,000; principal 78,848.79; balance 9,21,151.21.
    expect(loan.schedule[0]).toEqual({ month: 1, payment: 8_884_879, principal: 7_884_879, interest: 1_000_000, balance: 92_115_121 })
    // The last payment clears the balance left after 11 payments of the rounded EMI.
    expect(loan.schedule[11]).toEqual({ month: 12, payment: 8_884_876, principal: 8_796_907, interest: 87_969, balance: 0 })
    expect(loan.totalInterest).toBe(6_618_545)
    expect(loan.totalPayable).toBe(106_618_545)
  })

  it('keeps the schedule consistent: payments add up, principal repays the loan, the balance ends at 0', () => {
    for (const input of [
      { principal: 100_000, annualRatePercent: 10, months: 24 },
      { principal: 2_500_000.55, annualRatePercent: 18.5, months: 60 },
      { principal: 1e12, annualRatePercent: 100, months: 600 },
    ]) {
      const loan = loanEmi(input)
      const sum = (key: 'payment' | 'principal' | 'interest') => loan.schedule.reduce((total, row) => total + row[key], 0)
      expect(sum('principal')).toBe(loan.principal)
      expect(sum('interest')).toBe(loan.totalInterest)
      expect(sum('payment')).toBe(loan.totalPayable)
      expect(loan.schedule.at(-1)!.balance).toBe(0)
      for (const row of loan.schedule) {
        expect(Number.isSafeInteger(row.payment)).toBe(true)
        expect(row.payment).toBe(row.principal + row.interest)
      }
    }
    // 100,000 at 10% over 24 months: EMI 4,614.49.
    expect(loanEmi({ principal: 100_000, annualRatePercent: 10, months: 24 }).emi).toBe(461_449)
  })

  it('divides the principal evenly at 0%, the last payment taking the remainder', () => {
    const loan = loanEmi({ principal: 500_000, annualRatePercent: 0, months: 7 })
    expect(loan.emi).toBe(7_142_857) // 5,00,000 / 7 = 71,428.571…
    expect(loan.schedule.at(-1)).toEqual({ month: 7, payment: 7_142_858, principal: 7_142_858, interest: 0, balance: 0 })
    expect(loan.totalInterest).toBe(0)
  })

  it('repays a one-month loan with one month of interest', () => {
    const loan = loanEmi({ principal: 1000, annualRatePercent: 12, months: 1 })
    expect(loan.emi).toBe(101_000)
    expect(loan.schedule).toEqual([{ month: 1, payment: 101_000, principal: 100_000, interest: 1000, balance: 0 }])
  })
})

describe('early payment discount', () => {
  // "2/10 net 30": the textbook cost of forgoing a trade discount (e.g. Brigham & Ehrhardt, Financial Management,
  // cost of trade credit): 2/98 × 365/20 = 37.24% nominal, (1 + 2/98)^(365/20) − 1 = 44.59% effective.
  it('2/10 net 30 on Actual/365: 37.24% simple, 44.59% compounded', () => {
    const terms = earlyPaymentDiscount({ discountPercent: 2, discountDays: 10, netDays: 30, dayCount: 365 })
    expect(terms.daysEarly).toBe(20)
    expect(roundHalfUp(terms.periodRate * 100, 4)).toBe(2.0408)
    expect(roundHalfUp(terms.annualizedRatePercent)).toBe(37.24)
    expect(roundHalfUp(terms.effectiveAnnualRatePercent)).toBe(44.59)
    expect(terms.takeDiscount).toBeUndefined()
  })

  it('2/10 net 30 on Actual/360: 36.73% simple, 43.86% compounded', () => {
    const terms = earlyPaymentDiscount({ discountPercent: 2, discountDays: 10, netDays: 30, dayCount: 360 })
    expect(roundHalfUp(terms.annualizedRatePercent)).toBe(36.73)
    expect(roundHalfUp(terms.effectiveAnnualRatePercent)).toBe(43.86)
  })

  it('1/10 net 30 on Actual/365: 18.43% simple, 20.13% compounded', () => {
    const terms = earlyPaymentDiscount({ discountPercent: 1, discountDays: 10, netDays: 30, dayCount: 365 })
    expect(roundHalfUp(terms.annualizedRatePercent)).toBe(18.43)
    expect(roundHalfUp(terms.effectiveAnnualRatePercent)).toBe(20.13)
  })

  it('says whether taking the discount beats the cost of funds, comparing the simple rate', () => {
    const terms = (costOfFundsPercent: number) => earlyPaymentDiscount({ discountPercent: 2, discountDays: 10, netDays: 30, dayCount: 365, costOfFundsPercent })
    expect(terms(12).takeDiscount).toBe(true)
    expect(terms(37.2).takeDiscount).toBe(true)
    expect(terms(37.25).takeDiscount).toBe(false)
    expect(terms(40).takeDiscount).toBe(false)
  })

  it('is worth nothing without a discount, and stays finite at the largest discount accepted', () => {
    const none = earlyPaymentDiscount({ discountPercent: 0, discountDays: 0, netDays: 30, dayCount: 360 })
    expect(none.annualizedRatePercent).toBe(0)
    expect(none.effectiveAnnualRatePercent).toBe(0)
    const extreme = earlyPaymentDiscount({ discountPercent: 50, discountDays: 0, netDays: 1, dayCount: 365 })
    expect(Number.isFinite(extreme.effectiveAnnualRatePercent)).toBe(true)
  })
})
