import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { elapsedMs, printRunSummary, runConcurrently } from './concurrent-tasks'

/** A task whose sample is its own `ms` (unique, so a sample filed under another kind shows), after `ms` of fake time. */
type Task = { kind: string; ms: number }
const TASKS: Task[] = [
  { kind: 'slow', ms: 50 },
  { kind: 'fast', ms: 1 },
  { kind: 'fast', ms: 2 },
  { kind: 'slow', ms: 40 },
  { kind: 'medium', ms: 10 },
  { kind: 'fast', ms: 3 },
  { kind: 'slow', ms: 30 },
  { kind: 'medium', ms: 11 },
  { kind: 'fast', ms: 4 },
]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const sortedSamples = (samplesByKind: Map<string, number[]>) =>
  Object.fromEntries([...samplesByKind].map(([kind, samples]) => [kind, [...samples].sort((a, b) => a - b)]))

/** Runs to the end, letting the fake clock go as far as the tasks wait. */
async function settled<T>(promise: Promise<T>): Promise<T> {
  await vi.runAllTimersAsync()
  return promise
}

describe('runConcurrently', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('files every sample under the kind of the task it timed', async () => {
    const runTimed = async (task: Task) => {
      await sleep(task.ms)
      return task.ms
    }
    // Read as the run resolves: samples filed after that would be lost to its caller.
    const samples = await settled(runConcurrently(3, TASKS, (task) => task.kind, runTimed).then((run) => sortedSamples(run.samplesByKind)))
    expect(samples).toEqual({ fast: [1, 2, 3, 4], medium: [10, 11], slow: [30, 40, 50] })
  })

  it('runs each task once, never more than `clients` at a time', async () => {
    const ran: Task[] = []
    let running = 0
    let mostAtOnce = 0
    const runTimed = async (task: Task) => {
      mostAtOnce = Math.max(mostAtOnce, ++running)
      await sleep(task.ms)
      running--
      ran.push(task)
      return task.ms
    }
    await settled(runConcurrently(3, TASKS, (task) => task.kind, runTimed))
    expect(mostAtOnce).toBe(3)
    expect(new Set(ran)).toEqual(new Set(TASKS))
    expect(ran).toHaveLength(TASKS.length)
  })

  it('takes the whole run’s time in seconds', async () => {
    // One client runs the 100 ms task while the other runs 50, 40 and 10 one after another.
    const tasks = [100, 50, 40, 10].map((ms) => ({ kind: 'any', ms }))
    const runTimed = (task: Task) => sleep(task.ms).then(() => task.ms)
    const { seconds } = await settled(runConcurrently(2, tasks, (task) => task.kind, runTimed))
    expect(seconds).toBeCloseTo(0.1, 6)
  })
})

describe('elapsedMs', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is the milliseconds the action takes to settle', async () => {
    expect(await settled(elapsedMs(() => sleep(25)))).toBeCloseTo(25, 6)
  })
})

describe('printRunSummary', () => {
  it('prints all the samples with how many a second, then each kind in alphabetical order', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const samplesByKind = new Map([
      ['quote', [3, 1, 2]],
      ['ports', [10]],
    ])
    printRunSummary({ samplesByKind, seconds: 2 }, { noun: 'requests', labelWidth: 8 })
    const lines = log.mock.calls.map(([line]) => line)
    log.mockRestore()
    expect(lines).toEqual([
      '  all          4 requests  p50 2.0 ms  p95 10.0 ms  p99 10.0 ms  2 requests/s',
      '  ports        1 requests  p50 10.0 ms  p95 10.0 ms  p99 10.0 ms',
      '  quote        3 requests  p50 2.0 ms  p95 3.0 ms  p99 3.0 ms',
    ])
  })
})
