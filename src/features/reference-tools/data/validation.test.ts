import { describe, expect, it } from 'vitest'
import { getChapter, getHeading, getHsnCode, searchHsn } from './hsn'
import { getHtsLine, searchHts } from './hts'

// Malformed input is answered before any query: these run without a database.
describe('input validation', () => {
  it.each([
    ['an empty search', () => searchHsn('')],
    ['a one-digit code', () => searchHsn('7')],
    ['a limit of 0', () => searchHsn('rice', { limit: 0 })],
    ['a limit above 100', () => searchHts('rice', { limit: 101 })],
    ['a fractional offset', () => searchHts('rice', { offset: 1.5 })],
    ['a negative offset', () => searchHsn('rice', { offset: -1 })],
    ['an offset beyond 10 000', () => searchHsn('rice', { offset: 10_001 })],
    ['a non-boolean chapter switch', () => searchHts('rice', { includeSpecialChapters: 'yes' as unknown as boolean })],
    ['an 11-digit HTS number', () => searchHts('0101.21.00.101')],
    ['letters as an HSN code', () => getHsnCode('03a6')],
    ['a 9-digit HSN code', () => getHsnCode('030617201')],
    ['an HSN code that is not text', () => getHsnCode({ code: '0306' })],
    ['a chapter beyond 99', () => getChapter('100')],
    ['a chapter in words', () => getChapter('three')],
    ['a subheading as a heading', () => getHeading('030617')],
    ['a 5-digit HTS number', () => getHtsLine('01012')],
    ['an HTS number that is not text', () => getHtsLine(101)],
  ])('answers %s with a typed "invalid" result', async (_, call) => {
    expect(await call()).toMatchObject({ ok: false, error: 'invalid', reason: expect.any(String) })
  })
})
