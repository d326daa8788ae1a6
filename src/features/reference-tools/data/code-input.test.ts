import { describe, expect, it } from 'vitest'
import { chapterCode, readChapterIndex, readHsnCode } from './code-input'

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
})
