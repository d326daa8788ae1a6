import { checkReadiness } from '@/features/health/check'

export const dynamic = 'force-dynamic'

/**
 * GET /readyz: whether the load balancer may send this process visitors. 200 `ready` or `degraded` (serving
 * without the shared cache or the reference data), 503 `unavailable` (draining after SIGTERM, or no database).
 */
export async function GET() {
  const { status } = await checkReadiness()
  return Response.json({ status }, { status: status === 'unavailable' ? 503 : 200, headers: { 'cache-control': 'no-store' } })
}
