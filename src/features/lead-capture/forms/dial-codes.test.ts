import { describe, expect, it } from 'vitest'
import { dialCodeOf, editionDialCode, normalizeDialCode, toE164 } from './dial-codes'

describe('dial codes', () => {
  it('give each edition its own country’s calling code, from the one table of served countries', () => {
    expect(editionDialCode('en-in')).toBe('+91')
    expect(editionDialCode('es-mx')).toBe('+52')
    expect(editionDialCode('en-us')).toBe('+1')
    expect(dialCodeOf('Canada')).toBe('+1')
  })

  it('read a served code in any spelling and refuse the rest', () => {
    expect(normalizeDialCode(' 52 ')).toBe('+52')
    expect(normalizeDialCode('+44')).toBeUndefined()
    expect(toE164('+91', '9812345678')).toBe('+919812345678')
  })
})
