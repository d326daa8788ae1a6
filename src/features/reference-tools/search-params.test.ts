import { describe, expect, it } from 'vitest'
import { readToolSearch } from './search-params'

describe('tool search parameters', () => {
  it('reads the query and the page', () => {
    expect(readToolSearch({ q: ' shrimp ', page: '3' }, 50)).toEqual({ query: 'shrimp', page: 3, limit: 50, offset: 100 })
    expect(readToolSearch({ q: ['a', 'b'] }, 20)).toEqual({ query: 'a', page: 1, limit: 20, offset: 0 })
  })

  it('falls back on page 1 and caps the page at the services’ offset limit', () => {
    for (const page of ['0', '-1', 'x', '1.5', undefined]) expect(readToolSearch({ q: 'x', page }, 50).page).toBe(1)
    expect(readToolSearch({ q: 'x', page: '9999' }, 50)).toMatchObject({ page: 201, offset: 10_000 })
  })

  it('ignores a query longer than the services accept', () => {
    expect(readToolSearch({ q: 'x'.repeat(201) }, 50).query).toBe('')
  })
})
