import { describe, expect, it } from 'vitest'
import { maskRecipient, maskRecipientIn } from './mask'

describe('maskRecipient', () => {
  it('keeps only the last four digits of a phone number', () => {
    expect(maskRecipient('+919812345678')).toBe('*********5678')
  })

  it('keeps the end of the local part and the domain of an e-mail address', () => {
    expect(maskRecipient('jane.doe@example.com')).toBe('****.doe@example.com')
  })

  it('never shows more than half of a short value', () => {
    expect(maskRecipient('ana@example.com')).toBe('**a@example.com')
  })
})

describe('maskRecipientIn', () => {
  it('masks the recipient wherever a provider’s reason quotes it, a number with or without its plus', () => {
    expect(maskRecipientIn("The 'To' number +15005550001 is not a valid phone number.", '+15005550001')).toBe(
      "The 'To' number ********0001 is not a valid phone number.",
    )
    expect(maskRecipientIn('Recipient phone number 525512345678 not in allowed list', '+525512345678')).toBe(
      'Recipient phone number *********5678 not in allowed list',
    )
    expect(maskRecipientIn('550 5.1.1 <Ana.Reyes@Textiles.example>: Recipient address rejected', 'ana.reyes@textiles.example')).toBe(
      '550 5.1.1 <*****eyes@textiles.example>: Recipient address rejected',
    )
  })

  it('leaves a reason that does not quote the recipient as it is', () => {
    expect(maskRecipientIn('Authenticate (code 20003)', '+15005550001')).toBe('Authenticate (code 20003)')
  })
})
