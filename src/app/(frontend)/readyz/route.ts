import { getLoadedVersions } from '@/features/reference-tools/data/versions'
import { SHIPPING_DATASETS } from '@/features/calculators/shipping/reference'
import { checkReadiness } from '@/lib/health'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/** The datasets the tools cannot work without (HSN finder, HTS lookup, shipment calculator). */
const REQUIRED_DATASETS = ['india-hsn', 'us-hts', ...SHIPPING_DATASETS]

/**
 * GET /readyz: whether the load balancer may send this process visitors. 200 `ready` or `degraded` (serving
 * without the shared cache or the reference data), 503 `unavailable` (draining after SIGTERM, or no database).
 */
async function handleGet() {
  const { status } = await checkReadiness(async () => (await getLoadedVersions(REQUIRED_DATASETS)) !== null)
  return Response.json({ status }, { status: status === 'unavailable' ? 503 : 200, headers: { 'cache-control': 'no-store' } })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
