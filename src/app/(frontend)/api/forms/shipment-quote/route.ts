import { identifyCaller } from '@/features/lead-capture/forms/guard'
import { submitDefinedForm } from '@/features/lead-capture/forms/submit'
import { SHIPMENT_QUOTE_FORM } from '@/lib/routes/shipment-calculator'
import { enrichShipmentQuoteLead } from '@/features/calculators/shipment/email-quote'
import { readJsonBody } from '@/lib/api/read-json'
import { handlePublicCall } from '@/lib/api/respond'
import { getPayloadClient } from '@/lib/payload'
import { routeMethods } from '@/lib/api/route-methods'

/**
 * POST /api/forms/shipment-quote ("Email me this quote"): the defined form's checks (schema, captcha, limits),
 * then the estimate re-computed from its inputs and stored with the lead, the e-mail with the PDF queued.
 * Takes precedence over /api/forms/[formType] for this one form.
 */
async function handlePost(request: Request) {
  return handlePublicCall(request, async (edition) => {
    const call = { payload: await getPayloadClient(), request, body: await readJsonBody(request), edition, caller: identifyCaller(request) }
    const { leadId } = await submitDefinedForm(call, SHIPMENT_QUOTE_FORM, enrichShipmentQuoteLead)
    return { leadId }
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ POST: handlePost })
