import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { readPageStatus } from '../../src/lib/page-status'
import { callbackOf, toBuffer } from './response-arguments'

/** A head that has not ended by then goes out as it is (React hoists the statement near its start). */
const MAX_HEAD_BYTES = 256 * 1024
const HEAD_END = '</head>'

/** A page Next rendered for this request (not one from its cache), so far answered 200. */
const isRenderedPage = (response: ServerResponse) =>
  !response.headersSent &&
  response.statusCode === 200 &&
  response.getHeader('x-nextjs-cache') === undefined &&
  /^text\/html/i.test(String(response.getHeader('content-type') ?? ''))

/**
 * Wraps Next's request handler so that a page rendered per request answers with the status it states in its head
 * (src/lib/page-status.ts): the headers and the start of the body are held until the head has ended, then go out
 * with that status, without the statement. Cached pages, other statuses and other types pass untouched.
 */
export function withStatusFromPages(handler: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET') return handler(request, response)
    const flushHeadersAsBefore = response.flushHeaders as () => void
    const writeAsBefore = response.write as (...args: unknown[]) => boolean
    const endAsBefore = response.end as (...args: unknown[]) => ServerResponse
    let state: 'undecided' | 'holding' | 'pass' = 'undecided'
    let headersRequested = false
    let held = Buffer.alloc(0)

    const holding = () => {
      if (state === 'undecided') state = isRenderedPage(response) ? 'holding' : 'pass'
      return state === 'holding'
    }
    /** Holds the chunk back; whether the head has now ended (or grown too long to wait for). */
    const hold = (chunk: Buffer): boolean => {
      const from = Math.max(0, held.length - HEAD_END.length + 1)
      held = Buffer.concat([held, chunk])
      return held.length > MAX_HEAD_BYTES || held.indexOf(HEAD_END, from) >= 0
    }
    /** Sets the stated status, lets the headers go, and answers what was held, without the statement. */
    const release = (): Buffer => {
      state = 'pass'
      const bytes = held
      held = Buffer.alloc(0)
      const headEnd = bytes.indexOf(HEAD_END)
      const stated = headEnd < 0 ? undefined : readPageStatus(bytes.subarray(0, headEnd).toString('utf8'))
      const body = stated ? Buffer.concat([Buffer.from(stated.head), bytes.subarray(headEnd)]) : bytes
      if (stated) {
        response.statusCode = stated.status
        const length = response.getHeader('content-length')
        if (length !== undefined) response.setHeader('Content-Length', Number(length) - (bytes.length - body.length))
      }
      if (headersRequested) flushHeadersAsBefore.call(response)
      return body
    }

    response.flushHeaders = function flushHeaders(this: ServerResponse) {
      if (!holding()) return flushHeadersAsBefore.call(this)
      headersRequested = true
    }

    response.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!holding()) return writeAsBefore.call(this, chunk, ...rest)
      const callback = callbackOf(rest)
      if (hold(toBuffer(chunk, rest[0]))) return writeAsBefore.call(this, release(), ...(callback ? [callback] : []))
      if (callback) process.nextTick(callback)
      return true
    } as ServerResponse['write']

    response.end = function end(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (!holding()) return endAsBefore.call(this, chunk, ...rest)
      const callbacks = [callbackOf([chunk, ...rest])].filter(Boolean)
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') hold(toBuffer(chunk, rest[0]))
      const body = release()
      return endAsBefore.call(this, ...(body.length > 0 ? [body] : []), ...callbacks)
    } as ServerResponse['end']

    return handler(request, response)
  }
}
