import { format } from 'node:util'
import pino from 'pino'
import { defaultLoggerOptions } from 'payload'
import { env } from '@/env'
import { isCallerQueryError, refusalReason } from './api/payload-client-errors'
import { currentRequestId } from './request-context'
import { databaseUnavailableCause } from './database-unavailable'
import { withoutStatementValues } from './log-safe-error'

/** LOG_FORMAT, or by default JSON in production and Payload's coloured lines elsewhere. */
const logFormat = env.LOG_FORMAT ?? (env.DEPLOY_ENV === 'production' ? 'json' : 'pretty')

/**
 * A log call's error (its first argument, or that argument's `err`) goes out without the values of a statement that
 * failed (./log-safe-error.ts). In a hook rather than a serializer: pino takes the line's message from the error
 * itself when the call gives none, as Payload's calls do.
 */
function withoutStatementValuesIn(args: unknown[]): void {
  const [first] = args
  if (first instanceof Error) args[0] = withoutStatementValues(first)
  else if (first !== null && typeof first === 'object' && 'err' in first) args[0] = { ...first, err: withoutStatementValues(first.err) }
}

/**
 * Payload logs a job that failed with the whole job, whose input can hold a visitor's e-mail address and name (the
 * e-mailed shipment quote): the job is named by what identifies it.
 */
const payloadSerializers = {
  job: (job: { id?: unknown; taskSlug?: unknown; workflowSlug?: unknown; queue?: unknown; totalTried?: unknown } | null) =>
    job && { id: job.id, taskSlug: job.taskSlug, workflowSlug: job.workflowSlug, queue: job.queue, totalTried: job.totalTried },
}

/**
 * One JSON object per line with an ISO time and, while a web process serves a request (or the worker runs a job
 * it queued), its id (`requestId`, as the access log and the answer's `x-request-id` have it).
 */
const jsonOptions: pino.LoggerOptions = {
  level: env.LOG_LEVEL,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
  mixin: () => {
    const requestId = currentRequestId()
    return requestId ? { requestId } : {}
  },
  hooks: {
    logMethod(args, method) {
      withoutStatementValuesIn(args)
      return method.apply(this, args)
    },
  },
}

/** pino's level number of `error`: Payload logs every failed request at it, with the error's stack. */
const ERROR_LEVEL = 50

/** The status of an error Payload answers with a 4xx (its APIError and subclasses carry one): the caller's doing. */
function callerErrorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

/**
 * Payload logs the failure of every REST call at `error` with its whole stack (about 40 lines), unless its
 * `loggingLevels` name the error's class (Forbidden, NotFound, ValidationError... go out at `info`). That leaves a
 * query a caller got wrong (`/api/pages/abc`), which the site answers 400 (src/lib/api/payload-client-errors.ts),
 * and any other refusal with a 4xx, such as a plain APIError (`/api/posts/versions/abc`: "Missing ID of version.").
 * A scan of the API would fill the logs and wake whoever is alerted on errors: such a line goes out at `info`, one
 * line, with the database's reason or Payload's message and the status. A request that failed because the database
 * did not answer is one `warn` line naming the connection, as the site's own APIs log it (src/lib/api/respond.ts):
 * the outage is told once by the pools and the probes, not by a stack per request. Alike in JSON lines and in text.
 */
const payloadHooks: pino.LoggerOptions['hooks'] = {
  logMethod(args, method, level) {
    withoutStatementValuesIn(args)
    const err = (args[0] as { err?: unknown } | undefined)?.err
    if (level < ERROR_LEVEL || args.length !== 1) return method.apply(this, args)
    const unavailable = databaseUnavailableCause(err)
    if (unavailable !== undefined) return this.warn(`The database did not answer: ${unavailable}`)
    if (isCallerQueryError(err)) return this.info({ reason: refusalReason(err) }, 'Refused a query the caller sent')
    const status = callerErrorStatus(err)
    if (status === undefined) return method.apply(this, args)
    this.info({ status, reason: (err as Error).message }, 'Refused a request')
  },
}

/** Payload's logger, which the web processes, the worker and the scripts all log through: JSON lines, or Payload's own coloured ones. */
export function payloadLoggerConfig() {
  if (logFormat === 'json') return { options: { ...jsonOptions, serializers: payloadSerializers, hooks: payloadHooks } }
  return { options: { serializers: payloadSerializers, hooks: payloadHooks }, destination: defaultLoggerOptions }
}

const json = logFormat === 'json' ? pino(jsonOptions) : undefined

/**
 * The application's own log lines, in the format of Payload's (JSON lines in production, where a log shipper reads
 * them; text on the console elsewhere). `error` keeps the error's stack (`err` in JSON).
 */
export const log = {
  info: (message: string) => (json ? json.info(message) : console.info(message)),
  warn: (message: string) => (json ? json.warn(message) : console.warn(message)),
  /** `detail`: an error (its stack goes with it, `err` in JSON) or what to say after the message. */
  error: (message: string, detail?: unknown) => {
    if (!json) return console.error(message, ...(detail === undefined ? [] : [withoutStatementValues(detail)]))
    if (detail instanceof Error) return json.error({ err: detail }, message)
    json.error(detail === undefined ? message : `${message} ${String(detail)}`)
  },
}

/** The mark Next's own log lines start with ("⨯ Error: …", "⚠ …"), and any ANSI colour around it. */
const NEXT_LOG_MARK = /^(?:\u001b\[[0-9;]*m)*[⨯⚠✓○▲»]?(?:\u001b\[[0-9;]*m)*\s*/u

const CONSOLE_LEVELS = { error: 'error', warn: 'warn', info: 'info', log: 'info' } as const

/** Node writes its process warnings (a deprecation, MaxListenersExceededWarning) with console.error: they are warnings. */
const NODE_WARNING = /^\(node:\d+\) /

/**
 * With JSON logs, what is written to the console (Next's own lines: a page that failed to render, with its digest,
 * the visitor's "Reference"; a library's warning) goes out as JSON lines too, with the request's id, and an error
 * among the arguments as `err`, without a failed statement's values. Otherwise a log shipper read a multi-line stack as
 * a dozen lines of unknown level.
 */
export function sendConsoleToJsonLog(): void {
  if (!json) return
  for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
    console[method as keyof typeof CONSOLE_LEVELS] = (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error)
      const message = format(...args.filter((arg) => arg !== error)).replace(NEXT_LOG_MARK, '')
      if (!error) return json[NODE_WARNING.test(message) ? 'warn' : level](message)
      const logged = withoutStatementValues(error)
      json[level]({ err: logged }, message || logged.message)
    }
  }
}
