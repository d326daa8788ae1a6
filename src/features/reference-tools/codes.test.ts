import { describe, expect, it } from 'vitest'
import { chapterCode, digitBreakdown, formatHsnCode, readChapterIndex, readHsnCode } from './codes'

describe('HSN codes in URLs', () => {
  it('reads codes with or without dots and spaces', () => {
    expect(readHsnCode('0306.17.20')).toBe('03061720')
    expect(readHsnCode(' 0306 17 20 ')).toBe('03061720')
    expect(readHsnCode('03')).toBe('03')
  })

  it('refuses what is not 2 to 8 digits', () => {
    for (const raw of ['3', '123456789', 'abc', '03-06', '', '0306x']) expect(readHsnCode(raw)).toBeNull()
  })

  it('reads chapter indexes 1..99 with or without the leading zero', () => {
    expect(readChapterIndex('3')).toBe(3)
    expect(readChapterIndex('03')).toBe(3)
    expect(readChapterIndex('99')).toBe(99)
    for (const raw of ['0', '00', '100', 'x', '3.0', '']) expect(readChapterIndex(raw)).toBeNull()
    expect(chapterCode(3)).toBe('03')
  })

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
