import { QUOTE_MAX_BYTES } from '@/features/calculators/shipping/http'
import { estimateShipment } from '@/features/calculators/shipping/service'
import { readJsonBody } from '@/lib/api/read-json'
import { handlePublicCall } from '@/lib/api/respond'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/**
 * The estimate of a shipment (body: QuoteRequest, answer: QuoteResult). Refusals, localized by Accept-Language:
 * 400 VALIDATION_FAILED or CARGO_NOT_POSSIBLE with `fields`, 422 NO_RATE_CARD with the `lane`, 413/415 for a body
 * that is too big or not JSON, 503 DATA_NOT_LOADED.
 */
function handlePost(request: Request) {
  return handlePublicCall(request, async (edition) => estimateShipment(await readJsonBody(request, { maxBytes: QUOTE_MAX_BYTES }), edition), {
    bare: true,
    namespace: 'Shipping.errors',
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handlePost })
