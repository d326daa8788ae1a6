import { describe, expect, it } from 'vitest'
import { NOT_FOUND_PAGE_HEADER, NOT_FOUND_PAGE_SEGMENT, notFoundPagePath } from '../../src/chrome/not-found/not-found-page'
import { DEFAULT_EDITION } from '../../src/i18n/editions'
import { NOT_FOUND_PAGE_ADDRESS, NOT_FOUND_PAGE_MARK, NOT_FOUND_PAGE_REQUEST } from './next-workarounds'

// The web process imports nothing from src/: these name what the proxy reads and writes.
describe('the names the web process and the proxy share for the 404 page', () => {
  it('are the same on both sides', () => {
    expect(NOT_FOUND_PAGE_REQUEST).toBe(NOT_FOUND_PAGE_HEADER)
    expect(NOT_FOUND_PAGE_MARK).toBe(NOT_FOUND_PAGE_HEADER)
    expect(NOT_FOUND_PAGE_ADDRESS).toBe(`/${NOT_FOUND_PAGE_SEGMENT}`)
    expect(notFoundPagePath(DEFAULT_EDITION)).toBe(`/${DEFAULT_EDITION}${NOT_FOUND_PAGE_ADDRESS}`)
  })
})
