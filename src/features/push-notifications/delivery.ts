import 'server-only'
import type { Payload } from 'payload'
import webpush from 'web-push'
import { env } from '@/env'
import type { Queryable } from '@/lib/db-types'
import { vapidDetails, type VapidDetails } from '@/lib/vapid'
import { absoluteSiteLink } from '@/lib/routes/site-link-path'
import type { PushMessage } from './message'
import { classifyPushAnswer, type SendOutcome } from './outcome'

/** Subscriptions read and sent to per round; sends in flight at once. */
const BATCH_SIZE = 200
const CONCURRENCY = 10
/** How long a push service keeps a message for a browser that is offline. */
const MESSAGE_TTL_SECONDS = 24 * 60 * 60
const SEND_TIMEOUT_MS = 10_000
/** The icon the notification shows (the route src/app/(frontend)/icon.svg). */
const ICON_PATH = '/icon.svg'

type Notification = { id: number; title: string; body: string; link: string; edition: string; topic: string; status: string }
type Target = { id: number; endpoint: string; p256dh: string; auth: string }
export type SendReport = { sent: number; failed: number; removed: number; pending: number }

/**
 * Sends one message: web-push encrypts it (aes128gcm, RFC 8291) and signs the VAPID header (RFC 8292); the
 * request goes out with fetch, without following redirects, so it reaches the endpoint that was checked and
 * nothing else.
 */
async function sendOne(target: Target, message: string, vapid: VapidDetails): Promise<{ outcome: SendOutcome; problem?: string }> {
  const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, message, {
    vapidDetails: vapid,
    TTL: MESSAGE_TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
  })
  // fetch sets Content-Length from the body itself and refuses one given as a number.
  const headers = Object.entries(request.headers).flatMap(([name, value]) =>
    name.toLowerCase() === 'content-length' ? [] : [[name, String(value)] as [string, string]],
  )
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    await response.body?.cancel()
    const outcome = classifyPushAnswer(response.status)
    return outcome === 'sent' ? { outcome } : { outcome, problem: `the push service answered ${response.status}` }
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
    return { outcome: classifyPushAnswer(undefined), problem: `the push service could not be reached (${cause})` }
  }
}

async function mapInPool<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await run(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** The edition's subscriptions to the topic that this notification has not reached yet, after `afterId`. */
async function nextTargets(db: Queryable, notification: Notification, afterId: number): Promise<Target[]> {
  const { rows } = await db.query<Target>(
    `SELECT s.id, s.endpoint, s.p256dh, s.auth FROM push_subscriptions s
     WHERE s.edition = $2 AND s.id > $3
       AND EXISTS (SELECT 1 FROM push_subscriptions_topics t WHERE t.parent_id = s.id AND t.value = $4)
       AND NOT EXISTS (SELECT 1 FROM push.deliveries d WHERE d.notification_id = $1 AND d.subscription_id = s.id)
     ORDER BY s.id LIMIT $5`,
    [notification.id, notification.edition, afterId, notification.topic, BATCH_SIZE],
  )
  return rows
}

/**
 * Sends a notification to every subscription of its edition and topic that it has not reached yet: those the
 * push service accepted or refused for good are recorded (push.deliveries) and never sent to again, those it
 * reports gone are deleted, the rest (throttled, failing, unreachable) wait for the job's next attempt. The
 * notification's counts and status are written after each run.
 */
export async function sendPushNotification(payload: Payload, notificationId: number): Promise<SendReport> {
  const vapid = vapidDetails()
  if (!vapid) throw new Error('Push notifications are off: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are not set.')
  const db = payload.db.pool
  const {
    rows: [notification],
  } = await db.query<Notification>('SELECT id, title, body, link, edition, topic, status FROM push_notifications WHERE id = $1', [notificationId])
  if (!notification || notification.status === 'sent' || notification.status === 'draft') return { sent: 0, failed: 0, removed: 0, pending: 0 }
  await db.query(`UPDATE push_notifications SET status = 'sending' WHERE id = $1`, [notification.id])

  const message: PushMessage = {
    title: notification.title,
    body: notification.body,
    url: absoluteSiteLink(notification.link, env.SITE_URL),
    icon: ICON_PATH,
    tag: `push-notification-${notification.id}`,
  }
  const data = JSON.stringify(message)
  let removed = 0
  let pending = 0
  /** What went wrong last with a subscription that was not reached, shown to staff. */
  let lastProblem: string | null = null
  for (let afterId = 0; ;) {
    const targets = await nextTargets(db, notification, afterId)
    if (targets.length === 0) break
    afterId = targets.at(-1)!.id
    const results = await mapInPool(targets, CONCURRENCY, (target) => sendOne(target, data, vapid))
    const outcomes = results.map((r) => r.outcome)
    const recorded = targets.flatMap((target, i) => (outcomes[i] === 'sent' || outcomes[i] === 'rejected' ? [{ id: target.id, outcome: outcomes[i] }] : []))
    const gone = targets.filter((_, i) => outcomes[i] === 'gone')
    pending += outcomes.filter((o) => o === 'retry').length
    lastProblem = results.findLast((r) => r.outcome !== 'gone' && r.problem)?.problem ?? lastProblem
    if (recorded.length > 0) {
      await db.query(
        `INSERT INTO push.deliveries (notification_id, subscription_id, outcome)
         SELECT $1, id, outcome FROM unnest($2::int[], $3::text[]) AS t(id, outcome) ON CONFLICT DO NOTHING`,
        [notification.id, recorded.map((r) => r.id), recorded.map((r) => r.outcome)],
      )
    }
    if (gone.length > 0) {
      await db.query('DELETE FROM push_subscriptions WHERE id = ANY($1::int[])', [gone.map((t) => t.id)])
      removed += gone.length
    }
  }

  const {
    rows: [counts],
  } = await db.query<{ sent: number; rejected: number }>(
    `SELECT count(*) FILTER (WHERE outcome = 'sent')::int AS sent, count(*) FILTER (WHERE outcome = 'rejected')::int AS rejected
     FROM push.deliveries WHERE notification_id = $1`,
    [notification.id],
  )
  const report = { sent: counts!.sent, failed: counts!.rejected + pending, removed, pending }
  await db.query(
    `UPDATE push_notifications SET sent_count = $2, failed_count = $3, removed_count = coalesce(removed_count, 0) + $4,
       status = CASE WHEN $5::boolean THEN 'sent' ELSE 'sending' END::enum_push_notifications_status,
       sent_at = CASE WHEN $5::boolean THEN now() ELSE sent_at END, delivery_error = $6, updated_at = now()
     WHERE id = $1`,
    [
      notification.id,
      report.sent,
      report.failed,
      removed,
      pending === 0,
      lastProblem && `${report.failed} not delivered${pending > 0 ? ` (${pending} to retry)` : ''}; last: ${lastProblem}.`,
    ],
  )
  return report
}

/** After the last retry: the notification is marked failed, keeping the counts and the problem of its last run. */
export async function markPushNotificationFailed(payload: Payload, notificationId: number, error: string): Promise<void> {
  await payload.db.pool.query(
    `UPDATE push_notifications SET status = 'failed', delivery_error = concat_ws(' ', $2::text, delivery_error), updated_at = now() WHERE id = $1`,
    [notificationId, error],
  )
}
