import { describe, expect, it } from 'vitest'
import { readCalculatorState, readsCalculatorParameter } from './page-state'
import { MODES, PARAMETERS } from './schema'

describe('calculator page state', () => {
  it('shows the edition’s example when the address has no inputs', () => {
    const india = readCalculatorState({}, 'en-in')
    expect(india).toMatchObject({ mode: 'invoice', example: true, term: 'days', values: { invoiceAmount: '1000000', dayCount: '365' }, outcome: { ok: true } })
    const usa = readCalculatorState({ mode: 'emi' }, 'en-us')
    expect(usa).toMatchObject({ mode: 'emi', example: true, values: { principal: '100000', months: '24' }, outcome: { ok: true } })
    expect(readCalculatorState({ mode: 'nonsense' }, 'es-mx')).toMatchObject({ mode: 'invoice', example: true, values: { dayCount: '360' } })
  })

  it('computes the inputs of the address, keeping them as typed for the form', () => {
    const state = readCalculatorState({ mode: 'discount', discountPercent: '2', discountDays: '10', netDays: '30', dayCount: '365' }, 'en-us')
    expect(state).toMatchObject({ mode: 'discount', example: false, values: { discountPercent: '2', costOfFundsPercent: '' } })
    if (state.mode !== 'discount' || !state.outcome.ok) throw new Error('expected a result')
    expect(state.outcome.data.figures.annualizedRatePercent).toBeCloseTo(37.2449, 4)
  })

  it('takes the first of repeated parameters and reports problems by field', () => {
    const state = readCalculatorState({ mode: 'emi', principal: ['-5', '10'], annualRatePercent: '12', months: '' }, 'en-in')
    expect(state).toMatchObject({
      example: false,
      values: { principal: '-5', months: '' },
      outcome: { ok: false, fields: { principal: 'negative', months: 'required' } },
    })
  })

  it('uses the dates when the visitor chose them, and asks for them when they are missing', () => {
    const params = { mode: 'invoice', invoiceAmount: '100000', advancePercent: '80', annualRatePercent: '10', feePercent: '1', days: '90' }
    const withDates = readCalculatorState({ ...params, term: 'dates', invoiceDate: '2026-01-31', dueDate: '2026-03-03' }, 'en-us')
    expect(withDates).toMatchObject({ term: 'dates', outcome: { ok: true, data: { params: { days: 31 } } } })
    const noDates = readCalculatorState({ ...params, term: 'dates', invoiceDate: '', dueDate: '' }, 'en-us')
    expect(noDates).toMatchObject({ term: 'dates', outcome: { ok: false, fields: { invoiceDate: 'required', dueDate: 'required' } } })
    expect(readCalculatorState({ ...params, term: 'days' }, 'en-us')).toMatchObject({ term: 'days', outcome: { ok: true, data: { params: { days: 90 } } } })
    const { days: _days, ...withoutDays } = params
    expect(readCalculatorState({ ...withoutDays, invoiceDate: '2026-01-31', dueDate: '2026-03-03' }, 'en-us')).toMatchObject({ term: 'dates' })
  })
})

describe('the parameters the calculator page reads', () => {
  it('are the names readCalculatorState looks up, in every mode, and nothing else', () => {
    const looked = new Set<string>()
    const recording = (params: Record<string, string>) =>
      new Proxy(params, { get: (target, name) => (typeof name === 'string' && looked.add(name), target[name as string]) })
    for (const mode of MODES) {
      readCalculatorState(recording({ mode }), 'en-in')
      readCalculatorState(recording({ mode, [PARAMETERS[mode][0]]: '1', term: 'dates' }), 'en-in')
    }
    expect(looked.size).toBeGreaterThan(15)
    for (const name of looked) expect(readsCalculatorParameter(name), name).toBe(true)
    for (const name of ['utm_source', 'q', 'page', 'Mode', '_rsc']) expect(readsCalculatorParameter(name), name).toBe(false)
  })
})
