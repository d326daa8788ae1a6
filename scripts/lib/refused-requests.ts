import http from 'node:http'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import defaultEdition from '../../messages/en-in.json'

/** The methods Next routes (`HTTP_METHODS` of next/dist/server/web/http.js). Which of them an address takes, its OPTIONS answer and its own 405 say. */
export const ROUTED_METHODS: readonly string[] = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']
/** The `Allow` header of a refusal. */
export const ROUTED_ALLOW = ROUTED_METHODS.join(', ')

/**
 * Any other method the web process answers itself, with a 405 as nginx answers them: no address of the site takes
 * one, and Next answers them badly. The Fetch standard forbids CONNECT and TRACE in a `Request` (and TRACK, which
 * Node's parser already refuses with 400), and Next builds one for the site's proxy and for every route handler: it
 * answered them with a 500 and an error line with its stack ("TypeError: 'TRACE' HTTP method is unsupported",
 * undici's), which anyone could cause at will. A route handler answered the rest (PROPFIND, PURGE, SEARCH...) with
 * a 400 and no body, before the route's own code could say which methods it takes (`isHTTPMethod` in
 * next/dist/server/route-modules/app-route/module.js). TRACE echoes a request back, which is what cross-site
 * tracing abuses.
 */
export function isRefusedMethod(method: string | undefined): boolean {
  return !ROUTED_METHODS.includes(method ?? '')
}

/**
 * The refusal, framed by its length, in the default edition's words: which edition an address belongs to is the
 * site's code, which the web process does not load. Varnish in front answers these itself in the visitor's
 * edition (deploy/varnish/answers.vcl).
 */
export function refuseMethod(response: http.ServerResponse, method: string): void {
  const body = `${defaultEdition.HttpCache.methodRefused.replace('{method}', method)}\n`
  response.writeHead(405, {
    allow: ROUTED_ALLOW,
    'cache-control': 'no-store',
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
  })
  response.end(body)
}

/**
 * An answer on the socket of a CONNECT request, which Node hands to the server's 'connect' listener instead of its
 * request listener (and without one closes unanswered): written, counted and logged like any other, then the
 * connection closes, since what follows a CONNECT on it is not HTTP.
 */
export function responseOnSocket(request: http.IncomingMessage, socket: Duplex): http.ServerResponse {
  // Node passes the request's net.Socket, typed as the Duplex it may be for other servers.
  const connection = socket as Socket
  const response = new http.ServerResponse(request)
  response.shouldKeepAlive = false
  response.assignSocket(connection)
  response.once('finish', () => {
    response.detachSocket(connection)
    connection.end()
  })
  return response
}
