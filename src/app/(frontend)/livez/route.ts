import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/**
 * GET /livez: the process answers. It depends on nothing else, so a database or cache outage never gets web
 * processes restarted, and it stays 200 while draining (readiness says that).
 */
function handleGet() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
