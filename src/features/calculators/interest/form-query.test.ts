import { describe, expect, it } from 'vitest'
import { formQuery } from './form-query'

describe('form query', () => {
  it('keeps the filled fields in order and drops the empty ones', () => {
    expect(
      formQuery([
        ['mode', 'emi'],
        ['principal', ' 100000 '],
        ['annualRatePercent', ''],
        ['months', '24'],
      ]),
    ).toBe('mode=emi&principal=100000&months=24')
  })

  it('drops the inputs of the payment term not chosen', () => {
    const fields: [string, string][] = [
      ['mode', 'invoice'],
      ['term', 'days'],
      ['days', '60'],
      ['invoiceDate', '2026-01-01'],
      ['dueDate', '2026-03-01'],
    ]
    expect(formQuery(fields)).toBe('mode=invoice&term=days&days=60')
    fields[1] = ['term', 'dates']
    expect(formQuery(fields)).toBe('mode=invoice&term=dates&invoiceDate=2026-01-01&dueDate=2026-03-01')
  })

  it('ignores files', () => {
    expect(
      formQuery([
        ['mode', 'emi'],
        ['upload', new Blob()],
      ]),
    ).toBe('mode=emi')
  })
})
