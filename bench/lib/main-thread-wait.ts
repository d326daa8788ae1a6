/** A trace event as Chromium writes it: the fields read here. */
export type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  /** Wall time, in microseconds. */
  dur?: number
  /** The thread's own CPU time, in microseconds. */
  tdur?: number
  args?: { beginData?: { url?: string } }
}

/** Lighthouse's simulation multiplies an observed task by 4 (a mobile's CPU): from this long, it blocks (50 ms). */
const SIMULATED_LONG_TASK_US = (50 / 4) * 1000

/**
 * How long the page's main thread waited inside the tasks that Lighthouse's simulation counts towards the total
 * blocking time (long ones that end after the first contentful paint): their wall time less the thread's own CPU
 * time, in milliseconds. The thread waits on a synchronous call to another process (on Linux, every font lookup
 * asks the browser process) or for a core another thread holds; the simulation takes the wall time, multiplied by
 * 4, as work. The main thread is the one that parsed `url`.
 */
export function mainThreadWaitMs(events: TraceEvent[], url: string): number {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url === url)
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse?.pid)
  if (!parse || !paint) return NaN
  return (
    events
      .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.name === 'RunTask')
      .filter((task) => task.dur! >= SIMULATED_LONG_TASK_US && task.ts + task.dur! > paint.ts)
      .reduce((sum, task) => sum + Math.max(0, task.dur! - (task.tdur ?? task.dur!)), 0) / 1000
  )
}
