import { describe, expect, it } from 'vitest'
import { mainThreadWaitMs, type TraceEvent } from './main-thread-wait'

const URL = 'http://localhost:3000/'
/** A task of the main thread (7) or another (8), `atMs` after the page's start. */
const task = (tid: number, atMs: number, durMs: number, threadMs: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: 1,
  tid,
  ts: atMs * 1000,
  dur: durMs * 1000,
  tdur: threadMs * 1000,
})
const parse: TraceEvent = { name: 'ParseHTML', ph: 'X', pid: 1, tid: 7, ts: 0, dur: 1000, args: { beginData: { url: URL } } }
const firstPaint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', pid: 1, tid: 7, ts: 200_000 }

describe('mainThreadWaitMs', () => {
  it('sums wall less thread time over the main thread’s long tasks that end after the first contentful paint', () => {
    const events: TraceEvent[] = [
      parse,
      firstPaint,
      task(7, 20, 60, 10), // over before the first paint: not counted
      task(7, 150, 130, 15), // a layout waiting on font lookups, ending after the paint: 115
      task(7, 300, 80, 75), // script: 5
      task(7, 400, 12, 1), // short even at 4 times: not counted
      task(8, 300, 200, 10), // another thread
    ]
    expect(mainThreadWaitMs(events, URL)).toBe(120)
  })

  it('is not a number when no thread parsed the page or it was never painted', () => {
    expect(mainThreadWaitMs([firstPaint, task(7, 300, 130, 15)], URL)).toBeNaN()
    expect(mainThreadWaitMs([parse, task(7, 300, 130, 15)], URL)).toBeNaN()
  })
})
