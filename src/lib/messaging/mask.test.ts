import { describe, expect, it } from 'vitest'
import { maskRecipient } from './mask'

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
