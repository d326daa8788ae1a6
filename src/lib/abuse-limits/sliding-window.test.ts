import { describe, expect, it } from 'vitest'
import { hitsInSlidingWindow, secondsUntilRoom, withinLimit } from './sliding-window'

const rule = { windowSeconds: 600, limit: 10 }

describe('the sliding-window counter', () => {
  it('counts only the current window when the previous one was quiet, as a fixed window does', () => {
    expect(withinLimit({ ...rule, hits: 10, previousHits: 0, elapsedSeconds: 5 })).toBe(true)
    expect(withinLimit({ ...rule, hits: 11, previousHits: 0, elapsedSeconds: 5 })).toBe(false)
  })

  it('weighs the previous window by the share of it the last window still covers', () => {
    expect(hitsInSlidingWindow({ ...rule, hits: 2, previousHits: 10, elapsedSeconds: 0 })).toBe(12)
    expect(hitsInSlidingWindow({ ...rule, hits: 2, previousHits: 10, elapsedSeconds: 150 })).toBe(9.5)
    expect(hitsInSlidingWindow({ ...rule, hits: 2, previousHits: 10, elapsedSeconds: 600 })).toBe(2)
  })

  it('refuses a second full limit just after a window boundary, which a fixed window allows', () => {
    // 10 hits at the end of the last window, then hits one second into this one
    expect(withinLimit({ ...rule, hits: 1, previousHits: 10, elapsedSeconds: 1 })).toBe(false)
    expect(withinLimit({ ...rule, hits: 1, previousHits: 10, elapsedSeconds: 60 })).toBe(true)
    expect(withinLimit({ ...rule, hits: 6, previousHits: 10, elapsedSeconds: 300 })).toBe(false)
  })

  it('says when one more hit fits, later in this window as the previous share fades', () => {
    expect(secondsUntilRoom({ ...rule, hits: 3, previousHits: 0, elapsedSeconds: 100 })).toBe(0)
    // 10 * (1 - t/600) + 5 + 1 <= 10 from t = 360
    expect(secondsUntilRoom({ ...rule, hits: 5, previousHits: 10, elapsedSeconds: 100 })).toBe(260)
    const after = { ...rule, hits: 5, previousHits: 10, elapsedSeconds: 360 }
    expect(secondsUntilRoom(after)).toBe(0)
    expect(withinLimit({ ...after, hits: 6 })).toBe(true)
  })

  it('says when one more hit fits once this window has filled the limit by itself', () => {
    // the next window: 10 * (1 - t/600) + 1 <= 10 from t = 60
    expect(secondsUntilRoom({ ...rule, hits: 10, previousHits: 0, elapsedSeconds: 100 })).toBe(500 + 60)
    // refused hits count too: 20 * (1 - t/600) + 1 <= 10 from t = 330
    expect(secondsUntilRoom({ ...rule, hits: 20, previousHits: 4, elapsedSeconds: 590 })).toBe(10 + 330)
    // a limit of one: the whole next window
    expect(secondsUntilRoom({ windowSeconds: 60, limit: 1, hits: 1, previousHits: 0, elapsedSeconds: 30 })).toBe(30 + 60)
  })

  it('never answers a wait under a second when there is no room', () => {
    expect(secondsUntilRoom({ ...rule, hits: 9, previousHits: 1, elapsedSeconds: 599.9 })).toBe(1)
  })
})
