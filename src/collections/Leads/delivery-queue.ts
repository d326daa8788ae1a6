import type { Payload, PayloadRequest } from 'payload'
import { DELIVERY_QUEUE } from '@/lib/payload-jobs'
import { withRequestId } from '@/lib/request-context'

export const DELIVER_LEAD_TASK = 'deliver-lead'

/** Queues the delivery of a lead to sales (e-mail and CRM); inside the caller's transaction when `req` has one. */
export async function queueLeadDelivery(payload: Payload, leadId: number, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: DELIVER_LEAD_TASK, input: withRequestId({ leadId }), queue: DELIVERY_QUEUE, req })
}
