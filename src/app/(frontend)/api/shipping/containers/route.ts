import { answerReference } from '@/features/reference-tools/data/http'
import { listContainers } from '@/features/calculators/shipping/service'

export const dynamic = 'force-dynamic'

/** The standard container types: `{ containers: [{ type, inside, door, capacityM3, maxPayloadKg, teu, … }] }`. */
export function GET(request: Request) {
  return answerReference(request, ['container-specs'], async () => ({ containers: await listContainers() }), { namespace: 'Shipping.errors' })
}
