import { formatMs, summarizeLatencies } from './latency'

/** What a run of tasks measured: each task's milliseconds, filed under its kind, and the seconds the whole run took. */
export type TaskRun = { samplesByKind: Map<string, number[]>; seconds: number }

/** What a summary line counts ('requests', 'searches') and how wide its label column is. */
export type SummaryFormat = { noun: string; labelWidth: number }

/** The milliseconds `action` takes to settle. */
export async function elapsedMs(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await action()
  return performance.now() - started
}

/**
 * Runs the tasks in order from `clients` loops at once, each loop taking the next task when its last one is done.
 * `runTimed` runs one task and resolves to the milliseconds it counts for that task.
 */
export async function runConcurrently<T>(clients: number, tasks: T[], kindOf: (task: T) => string, runTimed: (task: T) => Promise<number>): Promise<TaskRun> {
  const samplesByKind = new Map<string, number[]>()
  let next = 0
  const client = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!
      const ms = await runTimed(task)
      const kind = kindOf(task)
      if (!samplesByKind.has(kind)) samplesByKind.set(kind, [])
      samplesByKind.get(kind)!.push(ms)
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: clients }, () => client()))
  return { samplesByKind, seconds: (performance.now() - started) / 1000 }
}

/** Prints a line for all the run's samples, with how many a second, then one for each kind in alphabetical order. */
export function printRunSummary({ samplesByKind, seconds }: TaskRun, format: SummaryFormat) {
  console.log(summaryLine('all', [...samplesByKind.values()].flat(), format, seconds))
  for (const kind of [...samplesByKind.keys()].sort()) console.log(summaryLine(kind, samplesByKind.get(kind)!, format))
}

function summaryLine(label: string, samples: number[], { noun, labelWidth }: SummaryFormat, seconds?: number) {
  const { count, p50, p95, p99 } = summarizeLatencies(samples)
  const rate = seconds ? `  ${(count / seconds).toFixed(0)} ${noun}/s` : ''
  return `  ${label.padEnd(labelWidth)} ${String(count).padStart(5)} ${noun}  p50 ${formatMs(p50)}  p95 ${formatMs(p95)}  p99 ${formatMs(p99)}${rate}`
}
