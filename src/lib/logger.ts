import pino from 'pino'
import { env } from '@/env'
import { currentRequestId } from './request-context'

/** LOG_FORMAT, or by default JSON in production and Payload's coloured lines elsewhere. */
export const logFormat = env.LOG_FORMAT ?? (env.DEPLOY_ENV === 'production' ? 'json' : 'pretty')

/**
 * Payload's logger, which the web processes, the worker and the scripts all log through: with JSON, one object
 * per line with an ISO time and, while a web process serves a request, its id (`requestId`, as the access log
 * and the answer's `x-request-id` have it). Undefined keeps Payload's own coloured lines.
 */
export function payloadLoggerConfig() {
  if (logFormat !== 'json') return undefined
  return {
    options: {
      level: env.LOG_LEVEL,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label: string) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
    },
  }
}
