import { apiMessages } from '@/lib/api/api-messages'
import { jsonObjectOf } from '@/lib/json-object'
import { payloadError, type RouteHandler } from './bounded-body'

/**
 * A handler whose JSON body, when it reads one, must be a JSON object, the only JSON body Payload's handlers take:
 * Payload parses it before its error handling, so anything else answered 500 with nothing in it. This answers 400
 * first, in the caller's language.
 */
export function withJsonObjectBody<Context>(handler: RouteHandler<Context>, readsJson: (request: Request) => boolean): RouteHandler<Context> {
  return async (request, context) => {
    if (readsJson(request) && !jsonObjectOf(await request.clone().text())) return payloadError(400, apiMessages(request)('requestUnreadable'))
    return handler(request, context)
  }
}

/** A handler that reads JSON only (GraphQL over HTTP): any other body is refused with 415 in the caller's language, not with an empty answer. */
export function requiringJsonBody<Context>(handler: RouteHandler<Context>, readsJson: (request: Request) => boolean): RouteHandler<Context> {
  return async (request, context) => (readsJson(request) ? handler(request, context) : payloadError(415, apiMessages(request)('jsonRequired')))
}
