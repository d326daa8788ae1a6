import { apiMessages } from '@/lib/api/api-messages'
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableCause } from '@/lib/database-unavailable'
import { getPayloadClient } from '@/lib/payload'
import { payloadError, type RouteHandler } from './bounded-body'

/**
 * Payload's handlers start Payload themselves when it has not started: while the database does not answer, every
 * call to the CMS's API made its own attempt and answered 500 "There was an error initializing Payload". This
 * starts it through the site's gate (src/lib/payload.ts: one attempt every few seconds) and answers as the site's
 * APIs do during an outage: 503 with Retry-After and the server error in the caller's language.
 */
export function whenPayloadStarted<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    try {
      await getPayloadClient()
    } catch (error) {
      if (databaseUnavailableCause(error) === undefined) throw error
      return payloadError(503, apiMessages(request)('serverError'), { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) })
    }
    return handler(request, context)
  }
}
