import { addressedCollection } from './addressed-collection'
import type { RouteHandler } from './bounded-body'

/**
 * Payload lists REST routes its config has switched off and then fails on them: a collection kept without
 * endpoints (`endpoints: false`, such as its migrations table) answers 501 "Cannot GET …", and an auth
 * collection without e-mail verification still routes `/verify/{token}` to a query on a column it does not
 * have (500). To a caller these are addresses that do not exist, and a 5xx would page whoever runs the site:
 * this answers 404 as Payload does for an unknown route.
 */
export function notFoundWhereUnserved<Context extends { params: Promise<{ slug: string[] }> }>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    const [slug, operation] = (await context.params).slug
    const collection = await addressedCollection(slug)
    const unserved = collection?.endpoints === false || (operation === 'verify' && collection?.auth && !collection.auth.verify)
    if (!unserved) return handler(request, context)
    return Response.json({ message: `Route not found "${new URL(request.url).pathname}"` }, { status: 404, headers: { 'cache-control': 'no-store' } })
  }
}
