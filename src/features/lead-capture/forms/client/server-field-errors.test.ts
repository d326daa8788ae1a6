import { describe, expect, it } from 'vitest'
import { phoneCountryOf } from './edition-phone'
import { serverFieldErrors } from './server-field-errors'

describe('server field errors', () => {
  it('maps payload fields to form fields and drops unknown ones', () => {
    const fields = {
      turnover: 'This field is required with valid amount',
      phoneNumber: 'Please fill this with valid phone number.',
      countryCode: 'x',
      sourceUrl: 'y',
      email: 'Email is not valid.',
    }
    expect(serverFieldErrors(fields, ['financeAmt', 'phone', 'email'], { turnover: 'financeAmt', phoneNumber: 'phone', countryCode: 'phone' })).toEqual([
      ['financeAmt', 'This field is required with valid amount'],
      ['phone', 'Please fill this with valid phone number.'],
      ['email', 'Email is not valid.'],
    ])
    expect(serverFieldErrors(undefined, ['email'])).toEqual([])
  })
})

describe('phone country of an edition', () => {
  it('sends India, Mexico and USA', () => {
    expect(phoneCountryOf('en-in')).toBe('India')
    expect(phoneCountryOf('es-mx')).toBe('Mexico')
    expect(phoneCountryOf('en-us')).toBe('USA')
  })
})
