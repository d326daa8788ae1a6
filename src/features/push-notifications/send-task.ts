import type { TaskConfig } from 'payload'
import { env } from '@/env'
import { asPartOfQueuingRequest, REQUEST_ID_INPUT } from '@/lib/request-context'
import { SEND_PUSH_NOTIFICATION_TASK } from '@/collections/PushNotifications/queue'

/** Retries of a sending job after its first try, with doubling waits from PUSH_RETRY_BASE_DELAY_MS (1 minute: about half an hour in all). */
const RETRIES = 5

/**
 * The job that sends a notification staff saved with "Send". An attempt that leaves subscriptions unreached
 * (their push service failing or throttling) throws, and Payload runs it again later; each attempt sends only to
 * those not reached yet. After the last retry the notification shows "failed".
 */
export const sendPushNotificationTask: TaskConfig<{ input: { notificationId: number; requestId?: string }; output: object }> = {
  slug: SEND_PUSH_NOTIFICATION_TASK,
  label: 'Send a push notification',
  inputSchema: [{ name: 'notificationId', type: 'number', required: true }, REQUEST_ID_INPUT],
  retries: { attempts: RETRIES, backoff: { type: 'exponential', delay: env.PUSH_RETRY_BASE_DELAY_MS } },
  handler: asPartOfQueuingRequest(async ({ input, req }) => {
    // Loaded here: the Payload config (which lists this task) is also read by scripts outside the server.
    const { sendPushNotification } = await import('./delivery')
    const report = await sendPushNotification(req.payload, input.notificationId)
    if (report.pending > 0) {
      const message = `Push notification ${input.notificationId}: ${report.pending} push service(s) did not accept it; Payload retries it up to ${RETRIES} times.`
      req.payload.logger.warn(message)
      throw new Error(message)
    }
    return { output: report }
  }),
  onFail: async ({ input, req, taskStatus }) => {
    if ((taskStatus?.totalTried ?? 0) < RETRIES) return
    const { markPushNotificationFailed } = await import('./delivery')
    await markPushNotificationFailed(
      req.payload,
      (input as { notificationId: number }).notificationId,
      'Some push services did not accept it after every retry.',
    )
  },
}
