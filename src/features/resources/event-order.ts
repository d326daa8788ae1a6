/** Upcoming events first, the soonest at the top, then past ones, the latest at the top. */
export function orderEvents<T extends { endsAt: string; startsAt: string }>(events: T[], now: Date): { upcoming: T[]; past: T[] } {
  const upcoming = events.filter((e) => Date.parse(e.endsAt) >= now.getTime()).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
  const past = events.filter((e) => Date.parse(e.endsAt) < now.getTime()).sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt))
  return { upcoming, past }
}

/** One page of the upcoming-then-past order, split back into its two parts. */
export function pageOfEvents<T extends { endsAt: string; startsAt: string }>(events: T[], now: Date, page: number, pageSize: number) {
  const { upcoming, past } = orderEvents(events, now)
  const start = (page - 1) * pageSize
  const end = start + pageSize
  return {
    upcoming: upcoming.slice(start, end),
    past: past.slice(Math.max(0, start - upcoming.length), Math.max(0, end - upcoming.length)),
    totalPages: Math.ceil(events.length / pageSize),
  }
}

export function isUpcoming(event: { endsAt: string }, now: Date): boolean {
  return Date.parse(event.endsAt) >= now.getTime()
}
