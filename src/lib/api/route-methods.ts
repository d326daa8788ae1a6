import { apiMessagesIn } from './api-messages'
import { ApiError } from './errors'
import { editionFromAcceptLanguage } from './request-meta'
import { respondWithError } from './respond'

const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'] as const
type Method = (typeof METHODS)[number]
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's handlers take their own context
type Handler = (request: Request, context: any) => Response | Promise<Response>
type RouteMethods<H> = { [M in Method]: M extends keyof H ? NonNullable<H[M]> : Handler }

/**
 * Every method of a route module: the handlers given, HEAD from GET and OPTIONS answering `Allow` as Next would
 * add them, and for any other method a 405 with `Allow` and a message in the caller's language. Next answers a
 * method a route does not export with a bare 405 and no `Allow`, which RFC 9110 requires of it
 * (next/dist/server/route-modules/app-route/helpers/auto-implement-methods.js), so a route exports them all:
 * `export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET })`. Not for a route Next
 * renders at build time (icon.svg, consent, offline-reading): exporting any method but GET and HEAD makes it
 * dynamic (`hasNonStaticMethods` in next/dist/server/route-modules/app-route/module.js).
 */
export function routeMethods<H extends Partial<Record<Method, Handler>>>(handlers: H): RouteMethods<H> {
  const given: Partial<Record<Method, Handler>> = handlers
  const head = given.HEAD ?? given.GET
  const allow = METHODS.filter((method) => given[method] || (method === 'HEAD' && head) || method === 'OPTIONS')
    .sort()
    .join(', ')
  const refuse: Handler = (request) => {
    const edition = editionFromAcceptLanguage(request.headers.get('accept-language'))
    const message = apiMessagesIn(edition)('methodNotAllowed', { method: request.method, allowed: allow })
    const response = respondWithError(new ApiError('METHOD_NOT_ALLOWED', { localized: { message } }), edition)
    response.headers.set('allow', allow)
    return response
  }
  const options: Handler = () => new Response(null, { status: 204, headers: { allow } })
  const all = Object.fromEntries(METHODS.map((method) => [method, given[method] ?? refuse]))
  return { ...all, HEAD: head ?? refuse, OPTIONS: given.OPTIONS ?? options } as RouteMethods<H>
}
