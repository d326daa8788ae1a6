import { answerReference } from '@/features/reference-tools/data/http'
import { listContainers } from '@/features/calculators/shipping/service'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/** The standard container types: `{ containers: [{ type, inside, door, capacityM3, maxPayloadKg, teu, … }] }`. */
function handleGet(request: Request) {
  return answerReference(request, ['container-specs'], async () => ({ containers: await listContainers() }), { namespace: 'Shipping.errors' })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
