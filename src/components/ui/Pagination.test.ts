import { describe, expect, it } from 'vitest'
import { pageWindow } from './Pagination'

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
  })
  it('keeps the first and last pages and marks the gaps', () => {
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageWindow(1, 10)).toEqual([1, 2, null, 10])
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10])
  })
})
