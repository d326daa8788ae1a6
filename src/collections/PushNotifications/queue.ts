import type { Payload, PayloadRequest } from 'payload'
import { DELIVERY_QUEUE } from '@/lib/payload-jobs'
import { withRequestId } from '@/lib/request-context'

export const SEND_PUSH_NOTIFICATION_TASK = 'send-push-notification'

/** Queues the sending of a notification in the job worker's delivery queue; inside `req`'s transaction when it has one. */
export async function queuePushNotification(payload: Payload, notificationId: number, req?: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: SEND_PUSH_NOTIFICATION_TASK, input: withRequestId({ notificationId }), queue: DELIVERY_QUEUE, req })
}
