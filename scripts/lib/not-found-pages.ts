import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The request header that asks the site's proxy (src/proxy.ts) for the 404 page of the edition of the address it
 * carries, and the response header the proxy marks that page with. Only this process sets the request header: it
 * is removed from every request that arrives. The second pass asks at NOT_FOUND_PAGE_ADDRESS, an address the
 * proxy handles (it leaves out paths with a dot, which a missing page may have).
 */
export const NOT_FOUND_PAGE_REQUEST = 'x-northwind-not-found-page'
export const NOT_FOUND_PAGE_MARK = 'x-northwind-not-found-page'
export const NOT_FOUND_PAGE_ADDRESS = '/not-found-page'

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/**
 * The response's methods that send or wait to send, as the first pass leaves them: ours, and those of the
 * compression middleware Next applies (`write`, `end`, `flush`, `on` for 'drain', and `writeHead` through
 * on-headers), which the second pass would otherwise chain onto the first pass's finished stream.
 */
const SENDING_METHODS = ['writeHead', 'write', 'end', 'flush', 'on'] as const

/** A 404 document Next rendered itself: a page threw notFound(), or a path matched no page at all. */
const isUnmarkedHtml404 = (response: ServerResponse) =>
  response.statusCode === 404 &&
  /^text\/html/i.test(String(response.getHeader('content-type') ?? '')) &&
  response.getHeader(NOT_FOUND_PAGE_MARK) === undefined

/**
 * The one wrapper around Next's request handler. Next 16 answers a notFound() thrown by a page rendered on demand
 * (a CMS page, a post or an event that does not exist) with an empty `<html id="__next_error__">` document that
 * only the browser fills in, so a visitor without script, or a crawler, sees a blank 404 without a language
 * (vercel/next.js#62228, open). When Next starts such an answer, this discards it before anything is sent and
 * runs the handler again for the same request with NOT_FOUND_PAGE_REQUEST, which the proxy answers with the
 * edition's server-rendered 404 page (status 404, marked). The decision reads only the status, the type and the
 * mark, before the first byte goes out, so it holds whatever Next compresses. The wrapper patches `write`, `end`
 * and `writeHead` for the first pass only and gives the prototype's back before the second.
 * scripts/lib/not-found-pages.test.ts fails when a Next upgrade renders such pages itself or changes what this
 * relies on.
 */
export function withServerRenderedNotFound(handle: Handler): Handler {
  return (request, response) => {
    delete request.headers[NOT_FOUND_PAGE_REQUEST]
    if (request.method !== 'GET' && request.method !== 'HEAD') return handle(request, response)
    const methods = ['writeHead', 'write', 'end'] as const
    const proto = Object.getPrototypeOf(response) as Record<(typeof methods)[number], (...args: unknown[]) => unknown>
    const own = response as unknown as Record<string, unknown>
    const restoreSending = () => {
      for (const method of SENDING_METHODS) delete own[method]
    }
    let replacing: boolean | undefined
    let secondPass: Promise<void> | undefined
    const renderNotFoundPage = () => {
      restoreSending()
      for (const name of response.getHeaderNames()) response.removeHeader(name)
      request.headers[NOT_FOUND_PAGE_REQUEST] = new URL(request.url ?? '/', 'http://site').pathname
      request.url = NOT_FOUND_PAGE_ADDRESS
      return handle(request, response)
    }
    for (const method of methods) {
      Object.defineProperty(response, method, {
        configurable: true,
        writable: true,
        value: (...args: unknown[]) => {
          // Passed on, not removed: the compression middleware has wrapped these methods by now.
          if (!(replacing ??= isUnmarkedHtml404(response))) return proto[method].apply(response, args)
          const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined
          if (callback) process.nextTick(callback)
          if (method === 'end') secondPass ??= new Promise((resolve) => setImmediate(resolve)).then(renderNotFoundPage)
          return method === 'write' ? true : response
        },
      })
    }
    return handle(request, response).then(() => secondPass)
  }
}
