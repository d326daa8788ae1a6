/*
 * Payload's REST API, as its project generator writes it, with bounded bodies, throttled logins, a HEAD that Payload
 * lacks and validators on uploaded files, and answered 4xx where Payload fails on what a caller sent: a GET-standing
 * POST whose body is not JSON, no locale, queries its database cannot run, more documents at once than a visitor may
 * read, routes it lists but does not serve; and 503 while Payload cannot start.
 */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { restWithBoundedBody, type RouteHandler } from '../bounded-body'
import { withDefaultLocale } from '../default-locale'
import { withFileValidators } from '../file-validators'
import { withLoginThrottle } from '../login-throttle'
import { withReadableGetOverride } from '../method-override'
import { refusingPagesPastPublicSize } from '../page-size-guard'
import { refusingQueriesPayloadCannotRun } from '../query-guard'
import { whenPayloadStarted } from '../started-payload'
import { notFoundWhereUnserved } from '../unserved-endpoints'

type Context = { params: Promise<{ slug: string[] }> }

/** Payload's handler for one method, behind the checks of what a caller asks that every method shares. */
const served = (handler: RouteHandler<Context>) =>
  notFoundWhereUnserved(refusingQueriesPayloadCannotRun(refusingPagesPastPublicSize(withDefaultLocale(handler))))

export const GET = whenPayloadStarted(withFileValidators(served(REST_GET(config))))
export const POST = whenPayloadStarted(restWithBoundedBody(withReadableGetOverride(served(withLoginThrottle(REST_POST(config))))))
export const DELETE = whenPayloadStarted(restWithBoundedBody(served(REST_DELETE(config))))
export const PATCH = whenPayloadStarted(restWithBoundedBody(served(REST_PATCH(config))))
export const PUT = whenPayloadStarted(restWithBoundedBody(served(REST_PUT(config))))
export const OPTIONS = notFoundWhereUnserved(REST_OPTIONS(config))

/** Payload routes by the request's method and knows no HEAD (a media file answered 404): answer the GET it stands for, whose body Node leaves out. */
export const HEAD = (request: Request, context: Context) => GET(new Request(request, { method: 'GET' }), context)
