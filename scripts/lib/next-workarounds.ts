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
  response.statusCode === 404 && /^text\/html/i.test(String(response.getHeader('content-type') ?? '')) && response.getHeader(NOT_FOUND_PAGE_MARK) === undefined

/**
 * A redirect Next renders into its cache goes out with its `Location` header twice, the same value repeated
 * (vercel/next.js#82117): a browser joins the two into one address (`/a,%20/a`) and follows that. One is sent.
 */
function sendOneLocation(response: ServerResponse) {
  const location = response.getHeader('location')
  if (Array.isArray(location) && location.length > 1 && location.every((value) => value === location[0])) response.setHeader('location', location[0]!)
}

/**
 * The one wrapper around Next's request handler, for two answers Next 16 gets wrong (each with its upstream issue;
 * tests/int/page-delivery.test.ts and tests/int/site-links.test.ts fail when an upgrade changes what this relies on):
 * - A notFound() thrown by a page rendered on demand (a CMS page, a post or an event that does not exist) is
 *   answered with an empty `<html id="__next_error__">` document that only the browser fills in, so a visitor
 *   without script, or a crawler, sees a blank 404 without a language (vercel/next.js#62228, open). When Next
 *   starts such an answer, the wrapper discards it before anything is sent and runs the handler again for the same
 *   request, asking the proxy at NOT_FOUND_PAGE_ADDRESS for the edition's server-rendered 404 page (status 404,
 *   marked). The decision reads only the status, the type and the mark, before the first byte goes out, so it
 *   holds whatever Next compresses.
 * - A cached redirect's repeated `Location` (sendOneLocation).
 * It patches `writeHead`, `write` and `end`, passing every other answer on through them, and gives the
 * prototype's sending methods back before a second pass.
 */
export function withNextWorkarounds(handle: Handler): Handler {
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
          if (!(replacing ??= isUnmarkedHtml404(response))) {
            if (method === 'writeHead') sendOneLocation(response)
            return proto[method].apply(response, args)
          }
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
