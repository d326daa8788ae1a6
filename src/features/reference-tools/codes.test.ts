import { describe, expect, it } from 'vitest'
import { digitBreakdown, formatHsnCode } from './codes'

describe('HSN code levels', () => {
  it('breaks a code into its levels', () => {
    expect(digitBreakdown('03061720')).toEqual([
      { digits: 2, level: 'chapter', code: '03', part: '03' },
      { digits: 4, level: 'heading', code: '0306', part: '06' },
      { digits: 6, level: 'subheading', code: '030617', part: '17' },
      { digits: 8, level: 'tariff-item', code: '03061720', part: '20' },
    ])
    expect(digitBreakdown('0306').map((p) => p.code)).toEqual(['03', '0306'])
  })

  it('writes codes with tariff dots', () => {
    expect(formatHsnCode('03061720')).toBe('0306.17.20')
    expect(formatHsnCode('030617')).toBe('0306.17')
    expect(formatHsnCode('0306')).toBe('0306')
  })
})
