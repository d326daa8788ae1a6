import { env } from '@/env'
import { getSitemapEntries } from '@/features/sitemaps/entries'
import { childSitemapCount, sitemapIndexXml } from '@/features/sitemaps/xml'

/** GET /sitemap.xml: the index of the child sitemaps (at most 100 addresses each). */
export async function GET() {
  const entries = await getSitemapEntries()
  return new Response(await sitemapIndexXml(env.SITE_URL, childSitemapCount(entries.length)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
