import { describe, expect, it } from 'vitest'
import { isDocumentId } from './document-id'

describe('isDocumentId', () => {
  it('takes the ids an integer column holds', () => {
    for (const id of ['1', '42', '2147483647']) expect(isDocumentId(id), id).toBe(true)
  })

  it('refuses what no document can have: past the column, zero, leading zeros, signs, spaces, other text', () => {
    for (const id of ['2147483648', '9999999999', '99999999999', '0', '007', '-1', '+1', ' 1', '1.0', '1e3', 'abc', ''])
      expect(isDocumentId(id), id).toBe(false)
  })
})
