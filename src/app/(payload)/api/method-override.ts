import type { RouteHandler } from './bounded-body'
import { withJsonObjectBody } from './json-body'

/** Payload's own test for a POST that stands for a GET (payload/dist/utilities/handleEndpoints.js). */
export function standsForGet(request: Request): boolean {
  return request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' || request.headers.get('X-HTTP-Method-Override') === 'GET'
}

/**
 * Payload lets a POST stand for a GET whose query is too long for a URL (its admin's relationship fields do
 * this) and reads a JSON body there, only when the content type is exactly `application/json`.
 */
export const withReadableGetOverride = <Context>(handler: RouteHandler<Context>) =>
  withJsonObjectBody(handler, (request) => request.method === 'POST' && standsForGet(request) && request.headers.get('Content-Type') === 'application/json')
