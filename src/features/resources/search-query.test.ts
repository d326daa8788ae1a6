import { describe, expect, it } from 'vitest'
import { readSearchQuery, SEARCH_MAX_LENGTH } from './search-query'

describe('readSearchQuery', () => {
  it('trims, collapses spaces and drops control characters', () => {
    expect(readSearchQuery('  letter \u0000of\tcredit ')).toEqual({ ok: true, query: 'letter of credit' })
    expect(readSearchQuery(undefined)).toEqual({ ok: true, query: '' })
    expect(readSearchQuery(['gst', 'lut'])).toEqual({ ok: true, query: 'gst' })
  })
  it('refuses over-long queries', () => {
    expect(readSearchQuery('x'.repeat(SEARCH_MAX_LENGTH + 1))).toEqual({ ok: false, reason: 'too-long' })
  })
})
