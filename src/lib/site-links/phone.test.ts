import { describe, expect, it } from 'vitest'
import { formatPhoneForDisplay } from './phone'

describe('formatPhoneForDisplay', () => {
  it('groups the digits the way each country writes them', () => {
    expect(formatPhoneForDisplay('+912240000000')).toBe('+91 22 4000 0000')
    expect(formatPhoneForDisplay('+12125550100')).toBe('+1 212 555 0100')
    expect(formatPhoneForDisplay('+525512345678')).toBe('+52 55 1234 5678')
  })

  it('leaves what it cannot parse as it is', () => {
    expect(formatPhoneForDisplay('call us')).toBe('call us')
  })
})
