import { describe, expect, it } from 'vitest'
import { DOMESTIC_COUNTDOWN, MEXICO_COUNTDOWN, formatMinutesSeconds, tickCountdown } from './countdown'

describe('resend countdown', () => {
  it('starts the domestic countdown at 60, resets it to 30 and ticks every 500 ms', () => {
    expect(DOMESTIC_COUNTDOWN).toEqual({ initial: 60, afterSend: 30, tickMs: 500 })
  })

  it('runs the Mexico countdown for 300 seconds, one per second', () => {
    expect(MEXICO_COUNTDOWN).toEqual({ initial: 300, afterSend: 300, tickMs: 1000 })
  })

  it('decreases by one and stops at zero', () => {
    expect(tickCountdown(30)).toBe(29)
    expect(tickCountdown(1)).toBe(0)
    expect(tickCountdown(0)).toBe(0)
  })

  it('formats seconds as mm:ss', () => {
    expect(formatMinutesSeconds(300)).toBe('05:00')
    expect(formatMinutesSeconds(299)).toBe('04:59')
    expect(formatMinutesSeconds(59)).toBe('00:59')
    expect(formatMinutesSeconds(0)).toBe('00:00')
    expect(formatMinutesSeconds(-3)).toBe('00:00')
  })
})
