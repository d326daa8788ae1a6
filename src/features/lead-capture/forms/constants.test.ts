import { describe, expect, it } from 'vitest'
import { EDITIONS } from '@/i18n/editions'
import { BUSINESS_TYPES, leadCurrency } from './constants'

describe('leadCurrency', () => {
  it('keeps an Indian domestic business in rupees and every other lead in US dollars', () => {
    const currencies = EDITIONS.flatMap(({ code }) => BUSINESS_TYPES.map((type) => `${code} ${type} ${leadCurrency(code, type)}`))
    expect(currencies).toEqual(['en-in domestic INR', 'en-in export USD', 'es-mx domestic USD', 'es-mx export USD', 'en-us domestic USD', 'en-us export USD'])
  })
})
