import { getChildSitemap } from '@/features/seo/sitemaps/entries'
import { routeMethods } from '@/lib/api/route-methods'

type Context = { params: Promise<{ file: string }> }

/** GET /sitemaps/{n}.xml: the n-th hundred addresses, with their hreflang alternates and last change. */
async function handleGet(_request: Request, { params }: Context) {
  const { file } = await params
  const match = /^([1-9]\d{0,5})\.xml$/.exec(file)
  const xml = match ? await getChildSitemap(Number(match[1])) : null
  if (!xml) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
