import { describe, expect, it } from 'vitest'
import { orderEvents, pageOfEvents } from './event-order'

const at = (day: number, name: string) => ({
  name,
  startsAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`,
  endsAt: `2026-11-${String(day).padStart(2, '0')}T12:00:00Z`,
})
const now = new Date('2026-11-15T11:00:00Z')
const events = [at(1, 'a'), at(20, 'b'), at(15, 'running'), at(10, 'c'), at(25, 'd'), at(5, 'e')]

describe('event order', () => {
  it('puts upcoming (and running) events first, soonest first, then past ones, latest first', () => {
    const { upcoming, past } = orderEvents(events, now)
    expect(upcoming.map((e) => e.name)).toEqual(['running', 'b', 'd'])
    expect(past.map((e) => e.name)).toEqual(['c', 'e', 'a'])
  })

  it('pages across the two parts', () => {
    expect(pageOfEvents(events, now, 1, 4)).toMatchObject({ totalPages: 2 })
    expect(pageOfEvents(events, now, 1, 4).upcoming.map((e) => e.name)).toEqual(['running', 'b', 'd'])
    expect(pageOfEvents(events, now, 1, 4).past.map((e) => e.name)).toEqual(['c'])
    expect(pageOfEvents(events, now, 2, 4).upcoming).toEqual([])
    expect(pageOfEvents(events, now, 2, 4).past.map((e) => e.name)).toEqual(['e', 'a'])
  })
})
