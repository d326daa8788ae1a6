import { addressedCollection, addressedGlobal } from './addressed-collection'
import type { RouteHandler } from './bounded-body'

/**
 * Payload lists REST routes its config has switched off and then fails on them: a collection kept without
 * endpoints (`endpoints: false`, such as its migrations table) answers 501 "Cannot GET …", and an auth
 * collection without e-mail verification still routes `/verify/{token}` to a query on a column it does not
 * have (500), and a collection or global without versions routes `…/versions` to a versions table it does not have
 * (500 for any signed-in caller). To a caller these are addresses that do not exist, and a 5xx would page whoever
 * runs the site: this answers 404 as Payload does for an unknown route.
 */
async function unserved(slug: string | undefined, operation: string | undefined, globalOperation: string | undefined): Promise<boolean> {
  if (slug === 'globals') return globalOperation === 'versions' && !(await addressedGlobal(operation))?.versions
  const collection = await addressedCollection(slug)
  if (!collection) return false
  if (collection.endpoints === false) return true
  if (operation === 'verify') return Boolean(collection.auth && !collection.auth.verify)
  return operation === 'versions' && !collection.versions
}

export function notFoundWhereUnserved<Context extends { params: Promise<{ slug: string[] }> }>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    const [slug, operation, globalOperation] = (await context.params).slug
    if (!(await unserved(slug, operation, globalOperation))) return handler(request, context)
    return Response.json({ message: `Route not found "${new URL(request.url).pathname}"` }, { status: 404, headers: { 'cache-control': 'no-store' } })
  }
}
