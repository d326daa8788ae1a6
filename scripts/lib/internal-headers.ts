import type { RequestListener, ServerResponse } from 'node:http'

/**
 * Headers Next sets for its own routing that name the site's internal routes (`x-middleware-rewrite:
 * /en-in/with-query/hsn-code?q=…`). Only the pages router reads it; this site's app router reads
 * `x-nextjs-rewritten-path` instead, so no browser needs it.
 */
const INTERNAL_HEADERS = ['x-middleware-rewrite']

/** Drops Next's internal routing headers from every answer, however its headers are sent. */
export function withoutInternalHeaders(handler: RequestListener): RequestListener {
  return (request, response) => {
    const writeHeadAsBefore = response.writeHead as (...args: unknown[]) => ServerResponse
    response.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
      for (const name of INTERNAL_HEADERS) this.removeHeader(name)
      return writeHeadAsBefore.apply(this, args)
    } as ServerResponse['writeHead']
    return handler(request, response)
  }
}
