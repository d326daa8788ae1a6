import { randomUUID } from 'node:crypto'
import type http from 'node:http'
import pino from 'pino'
import { Counter, Histogram, register } from 'prom-client'
import { routeFamily, type RouteFamilies } from './route-family'

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const PROBES = new Set(['livez', 'readyz'])

function metric<T>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create()
}

const requests = metric(
  'http_requests_total',
  () =>
    new Counter({ name: 'http_requests_total', help: 'Requests answered, by route family, method and status.', labelNames: ['family', 'method', 'status'] }),
)
const durations = metric(
  'http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route family.',
      labelNames: ['family'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
)

/** The request's id: the one the front tier sent when it came through a trusted proxy and looks like an id, else a new one. */
export function requestIdFor(incoming: string | string[] | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** JSON lines on stdout (pino), one per answered request when `accessLog` is on. */
export function createLogger(service: string) {
  return pino({ base: { service }, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } })
}

/**
 * Counts and times every request by route family, and logs it (without its query, which may hold what a visitor
 * typed) with its request id, which the answer carries in `x-request-id`. It listens to the answer's `finish` and
 * `close` events; it changes nothing of how the answer is written.
 */
export function observeRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  options: { requestId: string; families: RouteFamilies; log: pino.Logger | null },
) {
  const started = process.hrtime.bigint()
  const family = routeFamily(request.url ?? '/', options.families)
  response.setHeader('x-request-id', options.requestId)
  let recorded = false
  const record = () => {
    if (recorded) return
    recorded = true
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const status = response.writableFinished ? response.statusCode : 499 // the client went away first
    requests.inc({ family, method: METHODS.has(request.method ?? '') ? request.method! : 'other', status: String(status) })
    durations.observe({ family }, seconds)
    const line = {
      requestId: options.requestId,
      method: request.method,
      family,
      path: (request.url ?? '').split('?', 1)[0]!.slice(0, 512),
      status,
      durationMs: Math.round(seconds * 1000),
    }
    if (options.log) options.log[PROBES.has(family) ? 'debug' : 'info'](line, 'request')
  }
  response.once('finish', record)
  response.once('close', record)
}
