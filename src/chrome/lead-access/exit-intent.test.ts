import { describe, expect, it } from 'vitest'
import { isExitIntent, isOnScreen } from './exit-intent'

describe('popup triggers', () => {
  it('sees an exit intent when the pointer leaves the window through the top', () => {
    expect(isExitIntent({ clientY: -2, relatedTarget: null })).toBe(true)
    expect(isExitIntent({ clientY: 0, relatedTarget: null })).toBe(true)
    expect(isExitIntent({ clientY: 500, relatedTarget: null })).toBe(false)
    expect(isExitIntent({ clientY: -2, relatedTarget: {} as EventTarget })).toBe(false)
  })

  it('knows whether an element is on screen', () => {
    expect(isOnScreen({ top: 100, bottom: 400 }, 800)).toBe(true)
    expect(isOnScreen({ top: 900, bottom: 1400 }, 800)).toBe(false)
    expect(isOnScreen({ top: -600, bottom: -10 }, 800)).toBe(false)
  })
})
