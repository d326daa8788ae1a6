import { isCacheTag, isRevalidationToken, revalidateHere } from '@/lib/revalidate'

/**
 * POST /api/revalidate { tags }: lets processes outside Next (the job worker) revalidate this server's cache
 * tags, with the token every process derives from PAYLOAD_SECRET.
 */
export async function POST(request: Request) {
  if (!isRevalidationToken(request.headers.get('authorization'))) return Response.json({ error: { code: 'UNAUTHORIZED' } }, { status: 401 })
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null
  const tags = Array.isArray(body?.tags) ? body.tags : []
  if (tags.length === 0 || !tags.every(isCacheTag)) return Response.json({ error: { code: 'INVALID_REQUEST' } }, { status: 400 })
  await revalidateHere(tags)
  return new Response(null, { status: 204 })
}
