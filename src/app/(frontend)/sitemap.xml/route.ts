import { getSitemapIndex } from '@/features/seo/sitemaps/entries'
import { routeMethods } from '@/lib/api/route-methods'

// Read per request from the cached index: built at build time, it would list the sitemaps of the build's database.
export const dynamic = 'force-dynamic'

/** GET /sitemap.xml: the index of the child sitemaps (at most 100 addresses each). */
async function handleGet() {
  return new Response(await getSitemapIndex(), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
