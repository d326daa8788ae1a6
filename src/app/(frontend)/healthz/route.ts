import { checkHealth } from '@/features/health/check'

export const dynamic = 'force-dynamic'

/** GET /healthz: the load balancer's check. 200 when this process can serve, 503 (with what failed) otherwise. */
export async function GET() {
  const report = await checkHealth()
  return Response.json(report, { status: report.healthy ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
