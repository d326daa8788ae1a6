import { apiMessages } from '@/lib/api/api-messages'
import { asksPastPublicPageSize, PUBLIC_MAX_PAGE_SIZE } from '@/lib/api/page-size'
import { payloadError, type RouteHandler } from './bounded-body'
import { askedQuery, valuesOf } from './asked-query'
import { overrideBody } from './method-override'
import { signedInUser } from './signed-in-user'

const isRead = (request: Request) => request.method === 'GET' || request.method === 'HEAD' || overrideBody(request) !== null

/**
 * Payload's REST handler refusing (400, in the caller's language) a read that asks for more than
 * PUBLIC_MAX_PAGE_SIZE documents at once, unless a staff session or API key signs it. The session is checked only
 * for such a read, so other requests cost nothing more.
 */
export function refusingPagesPastPublicSize<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    if (!isRead(request)) return handler(request, context)
    const query = await askedQuery(request)
    if (!asksPastPublicPageSize({ limits: valuesOf(query, 'limit'), paginations: valuesOf(query, 'pagination') })) return handler(request, context)
    return (await signedInUser(request)) ? handler(request, context) : payloadError(400, apiMessages(request)('pageTooLarge', { max: PUBLIC_MAX_PAGE_SIZE }))
  }
}
