import type { PayloadHandler } from 'payload'
import { canWorkLeads } from '@/access/roles'
import { queueLeadDelivery } from '@/collections/Leads/delivery-queue'

/** POST /api/leads/:id/retry-delivery — sales or admin queue a failed delivery again. */
export const retryLeadDelivery: PayloadHandler = async (req) => {
  if (!canWorkLeads(req.user)) return Response.json({ error: { message: 'Forbidden' } }, { status: 403 })
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id)) return Response.json({ error: { message: 'Unknown lead' } }, { status: 404 })
  const lead = await req.payload.findByID({ collection: 'leads', id, depth: 0, req, overrideAccess: false, disableErrors: true })
  if (!lead) return Response.json({ error: { message: 'Unknown lead' } }, { status: 404 })
  await req.payload.update({
    collection: 'leads',
    id,
    data: {
      ...(lead.emailDelivery === 'failed' && { emailDelivery: 'pending' }),
      ...(lead.crmDelivery === 'failed' && { crmDelivery: 'pending' }),
      crmAttempts: 0,
    },
    req,
    overrideAccess: true,
  })
  await queueLeadDelivery(req.payload, id, req)
  return Response.json({ queued: true })
}
