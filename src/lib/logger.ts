import pino from 'pino'
import { env } from '@/env'
import { isCallerQueryError, refusalReason } from './api/payload-client-errors'
import { currentRequestId } from './request-context'

/** LOG_FORMAT, or by default JSON in production and Payload's coloured lines elsewhere. */
const logFormat = env.LOG_FORMAT ?? (env.DEPLOY_ENV === 'production' ? 'json' : 'pretty')

/**
 * One JSON object per line with an ISO time and, while a web process serves a request (or the worker runs a job
 * it queued), its id (`requestId`, as the access log and the answer's `x-request-id` have it).
 */
const jsonOptions = {
  level: env.LOG_LEVEL,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
  mixin: () => {
    const requestId = currentRequestId()
    return requestId ? { requestId } : {}
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
 * line, with the database's reason or Payload's message and the status.
 */
const payloadJsonOptions: pino.LoggerOptions = {
  ...jsonOptions,
  hooks: {
    logMethod(args, method, level) {
      const err = (args[0] as { err?: unknown } | undefined)?.err
      if (level < ERROR_LEVEL || args.length !== 1) return method.apply(this, args)
      if (isCallerQueryError(err)) return this.info({ reason: refusalReason(err) }, 'Refused a query the caller sent')
      const status = callerErrorStatus(err)
      if (status === undefined) return method.apply(this, args)
      this.info({ status, reason: (err as Error).message }, 'Refused a request')
    },
  },
}

/** Payload's logger, which the web processes, the worker and the scripts all log through. Undefined keeps Payload's own coloured lines. */
export function payloadLoggerConfig() {
  return logFormat === 'json' ? { options: payloadJsonOptions } : undefined
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
    if (!json) return console.error(message, ...(detail === undefined ? [] : [detail]))
    if (detail instanceof Error) return json.error({ err: detail }, message)
    json.error(detail === undefined ? message : `${message} ${String(detail)}`)
  },
}
