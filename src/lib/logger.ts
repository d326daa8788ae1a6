import pino from 'pino'
import { env } from '@/env'
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

/** Payload's logger, which the web processes, the worker and the scripts all log through. Undefined keeps Payload's own coloured lines. */
export function payloadLoggerConfig() {
  return logFormat === 'json' ? { options: jsonOptions } : undefined
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
