import { describe, expect, it } from 'vitest'
import { dateTimeFormat, displayNames, numberFormat } from './intl'

describe('the kept Intl formatters', () => {
  it('format as Intl does', () => {
    expect(numberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(1234567.5)).toBe('₹12,34,567.50')
    expect(dateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2027-02-10T00:00:00Z'))).toBe('10 de febrero de 2027')
    expect(displayNames('es-MX', { type: 'region' }).of('US')).toBe('Estados Unidos')
  })

  it('give the same formatter for the same locale and options, and another for others', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).toBe(numberFormat('en-US', { maximumFractionDigits: 2 }))
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).not.toBe(numberFormat('en-US', { maximumFractionDigits: 1 }))
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).not.toBe(numberFormat('es-MX', { maximumFractionDigits: 2 }))
    expect(dateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' })).toBe(dateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' }))
  })

  it('keep nothing for options Intl refuses', () => {
    expect(() => dateTimeFormat('en-IN', { timeZone: 'Not/AZone' })).toThrow(RangeError)
    expect(() => dateTimeFormat('en-IN', { timeZone: 'Not/AZone' })).toThrow(RangeError)
  })

  it('let go of them all past a bound, and make them again', () => {
    const first = numberFormat('en-US', { minimumIntegerDigits: 1 })
    for (let digits = 2; digits <= 21; digits++)
      for (const locale of [
        'en-US',
        'en-IN',
        'es-MX',
        'fr-FR',
        'de-DE',
        'ja-JP',
        'pt-BR',
        'it-IT',
        'nl-NL',
        'sv-SE',
        'pl-PL',
        'tr-TR',
        'ko-KR',
        'hi-IN',
        'ar-EG',
        'zh-CN',
        'ru-RU',
        'id-ID',
        'th-TH',
        'vi-VN',
        'cs-CZ',
        'da-DK',
        'fi-FI',
        'el-GR',
        'he-IL',
        'hu-HU',
      ])
        numberFormat(locale, { minimumIntegerDigits: digits })
    expect(numberFormat('en-US', { minimumIntegerDigits: 1 })).not.toBe(first)
    expect(numberFormat('en-US', { minimumIntegerDigits: 1 }).format(7)).toBe('7')
  })
})
