import type { CollectionAfterChangeHook } from 'payload'
import { queuePushNotification } from '@/collections/PushNotifications/queue'

/** "Send" saved: the sending job is queued in the same transaction as the notification. */
export const queueSending: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.status === 'queued' && previousDoc?.status !== 'queued') await queuePushNotification(req.payload, doc.id, req)
  return doc
}
