import { describe, expect, it } from 'vitest'
import { editionPath, formatCurrency, formatDate, formatNumber, getEdition, isEditionCode, normalizePath } from './editions'

describe('edition paths', () => {
  it('adds no prefix for India and the edition code for the others', () => {
    expect(editionPath('en-in', '/contact-us')).toBe('/contact-us')
    expect(editionPath('es-mx', '/contact-us')).toBe('/es-mx/contact-us')
    expect(editionPath('en-us', '/')).toBe('/en-us')
    expect(editionPath('en-in', '/')).toBe('/')
  })

  it('normalizes slashes, queries and fragments', () => {
    expect(normalizePath('')).toBe('/')
    expect(normalizePath('a//b/')).toBe('/a/b')
    expect(normalizePath('/a#top')).toBe('/a')
  })

  it('recognizes edition codes', () => {
    expect(isEditionCode('es-mx')).toBe(true)
    expect(isEditionCode('es')).toBe(false)
    expect(isEditionCode(undefined)).toBe(false)
    expect(() => getEdition('fr-fr' as never)).toThrow()
  })
})

describe('edition formatting', () => {
  it('formats money in each edition’s currency and locale', () => {
    expect(formatCurrency('en-in', 10000000)).toBe('₹1,00,00,000')
    expect(formatCurrency('en-us', 1234567)).toBe('$1,234,567')
    expect(formatCurrency('es-mx', 1234567)).toBe('USD\u00a01,234,567')
  })

  it('formats numbers and dates the local way', () => {
    expect(formatNumber('en-in', 1234567)).toBe('12,34,567')
    expect(formatNumber('es-mx', 1234567.5)).toBe('1,234,567.5')
    expect(formatDate('es-mx', '2026-03-15T12:00:00Z')).toBe('15 de marzo de 2026')
    expect(formatDate('en-us', '2026-03-15T12:00:00Z')).toBe('March 15, 2026')
  })

  it("dates on the edition's calendar, or on another time zone's when given one (an event's)", () => {
    expect(formatDate('en-us', '2026-03-15T03:00:00Z')).toBe('March 14, 2026')
    expect(formatDate('en-us', '2026-03-15T03:00:00Z', 'Asia/Kolkata')).toBe('March 15, 2026')
  })

  it('dates a calendar day as that day, whatever the time zone', () => {
    expect(formatDate('en-us', '2026-03-31')).toBe('March 31, 2026')
    expect(formatDate('es-mx', '2026-03-31')).toBe('31 de marzo de 2026')
    expect(formatDate('en-in', '2026-03-31', 'Pacific/Honolulu')).toBe('31 March 2026')
  })
})
