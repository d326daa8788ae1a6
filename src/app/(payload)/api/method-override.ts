import { apiMessages, payloadError, type RouteHandler } from './bounded-body'

/** Payload's own test for a POST that stands for a GET (payload/dist/utilities/handleEndpoints.js). */
export function standsForGet(request: Request): boolean {
  return request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' || request.headers.get('X-HTTP-Method-Override') === 'GET'
}

const isJsonObject = (text: string) => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/**
 * Payload lets a POST stand for a GET whose query is too long for a URL (its admin's relationship fields do
 * this), and reads a JSON body there before its error handling: a body that is not JSON answered 500 with
 * nothing in it. This answers 400 first, for anything but a JSON object. Payload reads JSON only when the
 * content type is exactly `application/json`, and so does this.
 */
export function withReadableGetOverride<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    if (request.method === 'POST' && standsForGet(request) && request.headers.get('Content-Type') === 'application/json') {
      if (!isJsonObject(await request.clone().text())) return payloadError(400, apiMessages(request)('invalidRequest'))
    }
    return handler(request, context)
  }
}
