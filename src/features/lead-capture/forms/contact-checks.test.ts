import { describe, expect, it, vi } from 'vitest'
import { contactRefusals, isFreeMailAddress, isServedPhoneNumber } from './contact-checks'

vi.mock('server-only', () => ({}))

describe('isServedPhoneNumber', () => {
  it("takes a real number of a served country under its calling code, and no other country's", () => {
    expect(isServedPhoneNumber('9876543210', '+91')).toBe(true)
    expect(isServedPhoneNumber('5512345678', '+52')).toBe(true)
    expect(isServedPhoneNumber('2125550123', '+1')).toBe(true) // New York
    expect(isServedPhoneNumber('4165550123', '+1')).toBe(true) // Toronto
    expect(isServedPhoneNumber('8765550100', '+1')).toBe(false) // Jamaica
    expect(isServedPhoneNumber('0000000000', '+91')).toBe(false)
    expect(isServedPhoneNumber('9876543210', '+1')).toBe(false)
  })
})

describe('isFreeMailAddress', () => {
  it('knows the free providers of the maintained list, in any case', () => {
    for (const email of ['a@gmail.com', 'a@Outlook.com', 'a@hotmail.com', 'a@rediffmail.com', 'a@yahoo.co.in'])
      expect(isFreeMailAddress(email), email).toBe(true)
    expect(isFreeMailAddress('asha@rao-exports.example')).toBe(false)
  })
})

describe('contactRefusals', () => {
  it("names each refused field with the form's own message", () => {
    expect(contactRefusals({ phoneNumber: '8765550100', countryCode: '+1', email: 'a@gmail.com' }, 'mexicoPhoneInvalid')).toEqual({
      phoneNumber: 'mexicoPhoneInvalid',
      email: 'emailRestricted',
    })
    expect(contactRefusals({ phoneNumber: '2125550123', countryCode: '+1', email: 'asha@rao-exports.example' })).toBeUndefined()
    expect(contactRefusals({ phoneNumber: '', email: 'asha@rao-exports.example' })).toBeUndefined()
  })
})
