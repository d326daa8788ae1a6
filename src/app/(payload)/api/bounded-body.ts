import { Forbidden } from 'payload'
import { bodySizeRefusal, readableSize } from '@/lib/api/body-limit'
import { apiMessages } from '@/lib/api/api-messages'
import { addressedCollection } from './addressed-collection'
import { signedInUser } from './signed-in-user'

/** The largest JSON body Payload's REST API reads: a page with all its blocks is a few hundred KB. */
const REST_MAX_BYTES = 1024 * 1024
/** The largest GraphQL query (the admin does not use GraphQL; a query is text). */
const GRAPHQL_MAX_BYTES = 64 * 1024
/** An upload collection's limit when its config names none (`custom.maxUploadBytes`). */
const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024

export type RouteHandler<Context> = (request: Request, context: Context) => Promise<Response>

/** Payload's error shape, `{ errors: [{ message }] }`, which its admin shows. */
export function payloadError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

function sizeRefusal(request: Request, status: 411 | 413, maxBytes: number): Response {
  const t = apiMessages(request)
  return status === 413 ? payloadError(413, t('requestTooLarge', { size: readableSize(maxBytes) })) : payloadError(411, t('lengthRequired'))
}

/** The upload collection a multipart request to `/api/<slug>[/<id>]` stores into, if any. */
async function uploadTarget(request: Request, slug: string | undefined) {
  if (!slug || !(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/')) return undefined
  const collection = await addressedCollection(slug)
  return collection?.upload ? { maxBytes: (collection.custom?.maxUploadBytes as number | undefined) ?? DEFAULT_UPLOAD_MAX_BYTES } : undefined
}

/**
 * Payload's REST handlers, refusing a body over its limit (413) or of undeclared size (411) before anything reads
 * it. Payload reads a body whole before it checks access: an upload is first checked for a signed-in staff user
 * (403 otherwise), then against its collection's limit; any other body against REST_MAX_BYTES.
 */
export function restWithBoundedBody<Context extends { params: Promise<{ slug: string[] }> }>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    const upload = await uploadTarget(request, (await context.params).slug[0])
    if (upload && !(await signedInUser(request))) return payloadError(403, new Forbidden().message)
    const maxBytes = upload?.maxBytes ?? REST_MAX_BYTES
    const refusal = bodySizeRefusal(request.headers, maxBytes)
    return refusal ? sizeRefusal(request, refusal, maxBytes) : handler(request, context)
  }
}

/** Payload's GraphQL handler, refusing a query over GRAPHQL_MAX_BYTES or of undeclared size before it is read. */
export function graphqlWithBoundedBody<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    const refusal = bodySizeRefusal(request.headers, GRAPHQL_MAX_BYTES)
    return refusal ? sizeRefusal(request, refusal, GRAPHQL_MAX_BYTES) : handler(request, context)
  }
}
