export const dynamic = 'force-dynamic'

/**
 * GET /livez: the process answers. It depends on nothing else, so a database or cache outage never gets web
 * processes restarted, and it stays 200 while draining (readiness says that).
 */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } })
}
