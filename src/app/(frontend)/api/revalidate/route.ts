import { isCacheTag, isRevalidationToken, revalidateHere } from '@/lib/revalidate'
import { routeMethods } from '@/lib/api/route-methods'

/**
 * POST /api/revalidate { tags }: lets processes outside Next (the job worker) revalidate this server's cache
 * tags, with the token every process derives from PAYLOAD_SECRET.
 */
async function handlePost(request: Request) {
  if (!isRevalidationToken(request.headers.get('authorization'))) return Response.json({ error: { code: 'UNAUTHORIZED' } }, { status: 401 })
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null
  const tags = Array.isArray(body?.tags) ? body.tags : []
  if (tags.length === 0 || !tags.every(isCacheTag)) return Response.json({ error: { code: 'INVALID_REQUEST' } }, { status: 400 })
  await revalidateHere(tags)
  return new Response(null, { status: 204 })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handlePost })
