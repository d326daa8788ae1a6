/**
 * One rule's counts for one subject: the hits in the current fixed window and in the window before it, how far
 * into the current window it is now, and the rule.
 */
export type WindowCounts = { hits: number; previousHits: number; elapsedSeconds: number; windowSeconds: number; limit: number }

/**
 * The hits in the last `windowSeconds`, estimated from the two fixed windows that span it, the previous one's
 * hits taken as spread evenly over it (the sliding-window counter). A fixed window alone lets a client spend a
 * whole limit at the end of one window and again at the start of the next: twice the limit in a moment.
 */
export function hitsInSlidingWindow({ hits, previousHits, elapsedSeconds, windowSeconds }: WindowCounts): number {
  const previousShare = Math.max(0, 1 - elapsedSeconds / windowSeconds)
  return previousHits * previousShare + hits
}

/** Whether the counts, this hit included, stay within the rule. */
export const withinLimit = (counts: WindowCounts) => hitsInSlidingWindow(counts) <= counts.limit

/**
 * Seconds until one more hit fits (0: it fits now), if no other hit comes meanwhile: later in the current
 * window, as the previous window's share fades, or else once the current window is the previous one.
 */
export function secondsUntilRoom(counts: WindowCounts): number {
  const { hits, previousHits, elapsedSeconds, windowSeconds, limit } = counts
  if (hitsInSlidingWindow(counts) + 1 <= limit) return 0
  const toWindowEnd = windowSeconds - elapsedSeconds
  const roomLeftByCurrent = limit - hits - 1
  if (roomLeftByCurrent > 0 && previousHits > 0) {
    // previousHits * (1 - t / windowSeconds) <= roomLeftByCurrent, for t the time into the current window
    const fitsAt = windowSeconds * (1 - roomLeftByCurrent / previousHits)
    return Math.max(1, Math.ceil(fitsAt - elapsedSeconds))
  }
  // In the next window these hits are the previous ones: hits * (1 - t / windowSeconds) + 1 <= limit
  const intoNextWindow = hits > 0 ? windowSeconds * Math.max(0, 1 - (limit - 1) / hits) : 0
  return Math.max(1, Math.ceil(toWindowEnd + intoNextWindow))
}
