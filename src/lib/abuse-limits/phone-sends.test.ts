import { describe, expect, it } from 'vitest'
import { secondsUntilNextSend } from './phone-sends'

const now = new Date('2026-11-21T10:00:00Z')
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
const rules = [
  { limit: 3, windowSeconds: 600 },
  { limit: 10, windowSeconds: 86_400 },
]

describe('codes per phone', () => {
  it('allows a first send and one after the cooldown', () => {
    expect(secondsUntilNextSend([], now, rules, 15)).toBe(0)
    expect(secondsUntilNextSend([ago(20)], now, rules, 15)).toBe(0)
    expect(secondsUntilNextSend([ago(5)], now, rules, 15)).toBe(10)
  })

  it('counts the last ten minutes as a sliding window', () => {
    expect(secondsUntilNextSend([ago(60), ago(120)], now, rules, 15)).toBe(0)
    // The third send of the window was 500 s ago: 100 s until it leaves.
    expect(secondsUntilNextSend([ago(60), ago(120), ago(500)], now, rules, 15)).toBe(100)
    expect(secondsUntilNextSend([ago(60), ago(120), ago(601)], now, rules, 15)).toBe(0)
  })

  it('allows ten a day', () => {
    const sends = Array.from({ length: 10 }, (_, i) => ago(3600 * (i + 1)))
    expect(secondsUntilNextSend(sends, now, rules, 15)).toBe(86_400 - 36_000)
  })
})
