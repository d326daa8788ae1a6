/* Payload's REST API, as its project generator writes it, with bounded bodies, throttled logins and a HEAD that Payload lacks. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { restWithBoundedBody } from '../bounded-body'
import { withLoginThrottle } from '../login-throttle'

export const GET = REST_GET(config)
export const POST = restWithBoundedBody(withLoginThrottle(REST_POST(config)))
export const DELETE = restWithBoundedBody(REST_DELETE(config))
export const PATCH = restWithBoundedBody(REST_PATCH(config))
export const PUT = restWithBoundedBody(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)

/** Payload routes by the request's method and knows no HEAD (a media file answered 404): answer the GET it stands for, whose body Node leaves out. */
export const HEAD = (request: Request, context: Parameters<typeof GET>[1]) => GET(new Request(request, { method: 'GET' }), context)
