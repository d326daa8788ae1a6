import { apiMessages } from '@/lib/api/api-messages'
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableCause } from '@/lib/database-unavailable'
import { getPayloadClient } from '@/lib/payload'
import { payloadError, type RouteHandler } from './bounded-body'

/**
 * Payload's handlers start Payload themselves when it has not started: while the database does not answer, every
 * call to the CMS's API made its own attempt and answered 500 "There was an error initializing Payload". This
 * starts it through the site's gate (src/lib/payload.ts: one attempt every few seconds) and answers as the site's
 * APIs do during an outage: 503 with Retry-After and the server error in the caller's language. So it answers when
 * the database stops answering later: GraphQL's 200 whose errors say so (answerDatabaseUnavailable gave it its
 * Retry-After, which no other answer of the CMS's API carries) is that 503.
 */
export function whenPayloadStarted<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  const unavailable = (request: Request) => payloadError(503, apiMessages(request)('serverError'), { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) })
  return async (request, context) => {
    try {
      await getPayloadClient()
    } catch (error) {
      if (databaseUnavailableCause(error) === undefined) throw error
      return unavailable(request)
    }
    const response = await handler(request, context)
    return response.status === 200 && response.headers.has('retry-after') ? unavailable(request) : response
  }
}
