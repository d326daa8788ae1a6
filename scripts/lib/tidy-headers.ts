import type { RequestListener, ServerResponse } from 'node:http'

/**
 * Headers Next sets for its own routing that name the site's internal routes (`x-middleware-rewrite:
 * /en-in/with-query/hsn-code?q=…`). Only the pages router reads it; this site's app router reads
 * `x-nextjs-rewritten-path` instead, so no browser needs it.
 */
const INTERNAL_HEADERS = ['x-middleware-rewrite']

/** Headers that may rightly repeat with the same value (two cookies can be set alike). */
const REPEATABLE = new Set(['set-cookie'])

/**
 * Sends every answer's headers as Next should have: without its internal routing headers, and each header once
 * where Next appended the same value twice (a redirect rendered into its cache carries two `Location` headers,
 * which RFC 9110 allows once and some proxies refuse; next.js#82117).
 */
export function withTidyHeaders(handler: RequestListener): RequestListener {
  return (request, response) => {
    const writeHeadAsBefore = response.writeHead as (...args: unknown[]) => ServerResponse
    response.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
      for (const name of INTERNAL_HEADERS) this.removeHeader(name)
      for (const name of this.getHeaderNames()) {
        const value = this.getHeader(name)
        if (Array.isArray(value) && !REPEATABLE.has(name) && value.every((v) => v === value[0])) this.setHeader(name, value[0]!)
      }
      return writeHeadAsBefore.apply(this, args)
    } as ServerResponse['writeHead']
    return handler(request, response)
  }
}
