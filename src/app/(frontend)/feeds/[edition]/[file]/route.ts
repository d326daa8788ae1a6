import { buildFeed } from '@/features/resources/feeds'
import { isEditionCode } from '@/i18n/editions'
import { routeMethods } from '@/lib/api/route-methods'

type Context = { params: Promise<{ edition: string; file: string }> }

const CONTENT_TYPES = { rss: 'application/rss+xml; charset=utf-8', atom: 'application/atom+xml; charset=utf-8' } as const

/** GET /feeds/{edition}/blogs.rss, blogs.atom, news.rss or news.atom. */
async function handleGet(_request: Request, { params }: Context) {
  const { edition, file } = await params
  const match = /^(blogs|news)\.(rss|atom)$/.exec(file)
  const body = match && isEditionCode(edition) ? await buildFeed(edition, match[1] === 'blogs' ? 'blog' : 'news', match[2] as 'rss' | 'atom') : null
  if (!body || !match) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return new Response(body, { headers: { 'content-type': CONTENT_TYPES[match[2] as 'rss' | 'atom'], 'cache-control': 'public, max-age=600' } })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
