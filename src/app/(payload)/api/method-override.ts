import type { RouteHandler } from './bounded-body'
import { withJsonObjectBody } from './json-body'

/**
 * How a POST standing for a GET carries its query, if the request is one: Payload's own test for it
 * (payload/dist/utilities/handleEndpoints.js), which reads a JSON body or a URL-encoded one only when the
 * content type is exactly `application/json` or `application/x-www-form-urlencoded`.
 */
export function overrideBody(request: Request): 'json' | 'form' | 'other' | null {
  const standsForGet = request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' || request.headers.get('X-HTTP-Method-Override') === 'GET'
  if (request.method !== 'POST' || !standsForGet) return null
  const type = request.headers.get('Content-Type')
  return type === 'application/json' ? 'json' : type === 'application/x-www-form-urlencoded' ? 'form' : 'other'
}

/** Payload lets a POST stand for a GET whose query is too long for a URL (its admin's relationship fields do this). */
export const withReadableGetOverride = <Context>(handler: RouteHandler<Context>) => withJsonObjectBody(handler, (request) => overrideBody(request) === 'json')
