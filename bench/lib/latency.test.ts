import { describe, expect, it } from 'vitest'
import { median } from './latency'

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('leaves out what is not a finite number, and is NaN when nothing is left', () => {
    expect(median([Infinity, Infinity, 1])).toBe(1)
    expect(median([NaN, NaN, 2])).toBe(2)
    expect(median([NaN, 5, Infinity, 1])).toBe(3)
    expect(median([NaN])).toBeNaN()
    expect(median([])).toBeNaN()
  })
})
