import { CAPTCHA_HEADER } from '../../src/lib/captcha/header'
import { createJsonPoster } from './http-client'
import type { Submission } from './lead-forms'

/** One answer: the HTTP status, or `error:<code>` when no answer came (connection refused or reset). */
export type Answer = { email: string; outcome: string; ms: number; leadId?: number }

export type LoadResult = { answers: Answer[]; seconds: number; clientCpuSeconds: number }

export const isAcknowledged = (answer: Answer) => /^2\d\d$/.test(answer.outcome)

type Poster = ReturnType<typeof createJsonPoster>

/** `started` is when the request was due: with a fixed arrival rate, time spent waiting to be sent counts too. */
async function send(poster: Poster, submission: Submission, token: string, started = performance.now()): Promise<Answer> {
  try {
    const headers = { 'accept-language': submission.language, 'x-forwarded-for': submission.ip, 'user-agent': 'northwind-bench-leads', [CAPTCHA_HEADER]: token }
    const { status, json } = await poster.post(submission.path, headers, submission.body)
    const leadId = (json as { result?: { leadId?: number } } | null)?.result?.leadId
    return { email: submission.email, outcome: String(status), ms: performance.now() - started, leadId }
  } catch (error) {
    return { email: submission.email, outcome: `error:${(error as NodeJS.ErrnoException).code ?? (error as Error).name}`, ms: performance.now() - started }
  }
}

/**
 * Runs `count` tasks (0 to count - 1) from `concurrency` clients, each starting its next task when its last one
 * finished (closed loop). Stops starting tasks, leaving those in flight to finish, when `signal` aborts.
 */
export async function runClosedLoop(options: {
  count: number
  concurrency: number
  signal?: AbortSignal
  task: (index: number) => Promise<void>
}): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency, options.count) }, async () => {
      while (next < options.count && !options.signal?.aborted) await options.task(next++)
    }),
  )
}

/**
 * Sends one submission per token from `concurrency` clients, each starting its next request when its answer
 * came (closed loop). Stops early, leaving requests in flight to finish, when `signal` aborts.
 */
export async function sendSubmissions(options: {
  baseUrl: string
  tokens: string[]
  concurrency: number
  nextSubmission: () => Submission
  signal?: AbortSignal
  onAnswer?: (answer: Answer) => void
}): Promise<LoadResult> {
  const answers: Answer[] = []
  const poster = createJsonPoster(options.baseUrl, options.concurrency)
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  await runClosedLoop({
    count: options.tokens.length,
    concurrency: options.concurrency,
    signal: options.signal,
    task: async (index) => {
      const answer = await send(poster, options.nextSubmission(), options.tokens[index]!)
      answers.push(answer)
      options.onAnswer?.(answer)
    },
  })
  const cpu = process.cpuUsage(cpuBefore)
  poster.close()
  return { answers, seconds: (performance.now() - started) / 1000, clientCpuSeconds: (cpu.user + cpu.system) / 1e6 }
}

/**
 * Sends one submission per token at a fixed arrival rate, whatever the answers (open loop): the latency a visitor
 * sees when submissions arrive at that rate. With more in flight than `maxInFlight`, requests wait for a connection.
 */
export async function sendAtRate(options: {
  baseUrl: string
  tokens: string[]
  perSecond: number
  nextSubmission: () => Submission
  maxInFlight?: number
}): Promise<LoadResult> {
  const poster = createJsonPoster(options.baseUrl, options.maxInFlight ?? 256)
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const pending: Promise<Answer>[] = []
  for (const [i, token] of options.tokens.entries()) {
    const due = started + (i * 1000) / options.perSecond
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    pending.push(send(poster, options.nextSubmission(), token, due))
  }
  const answers = await Promise.all(pending)
  const cpu = process.cpuUsage(cpuBefore)
  poster.close()
  return { answers, seconds: (performance.now() - started) / 1000, clientCpuSeconds: (cpu.user + cpu.system) / 1e6 }
}

/** How many answers of each outcome, e.g. `200: 5980, 500: 20`. */
export function countOutcomes(answers: readonly { outcome: string }[]): string {
  const counts = new Map<string, number>()
  for (const a of answers) counts.set(a.outcome, (counts.get(a.outcome) ?? 0) + 1)
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([outcome, n]) => `${outcome}: ${n}`)
    .join(', ')
}
