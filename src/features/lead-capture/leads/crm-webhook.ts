import { createHmac } from 'node:crypto'
import { currentRequestId } from '@/lib/request-context'

export const SIGNATURE_HEADER = 'x-signature'
export const TIMESTAMP_HEADER = 'x-signature-timestamp'

/** HMAC-SHA256 over `timestamp.body`, so a receiver can refuse both forged and replayed deliveries. */
export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

/** Posts one lead to the CRM; throws on any answer but 2xx so the delivery job retries. */
export async function postToCrm(options: { url: string; secret: string; idempotencyKey: string; payload: unknown; timeoutMs?: number }): Promise<void> {
  const body = JSON.stringify(options.payload)
  const timestamp = Math.floor(Date.now() / 1000)
  const response = await fetch(options.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': options.idempotencyKey,
      [TIMESTAMP_HEADER]: String(timestamp),
      [SIGNATURE_HEADER]: signWebhookBody(options.secret, timestamp, body),
      // The request that stored the lead, as the site's logs name it.
      ...(currentRequestId() && { 'x-request-id': currentRequestId() }),
    },
    body,
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  })
  if (!response.ok) throw new Error(`CRM answered ${response.status} ${response.statusText}`.trim())
}

/** The longest wait between two delivery attempts: after a long CRM outage a lead goes out within this time. */
export const MAX_RETRY_DELAY_MS = 15 * 60_000

/** The wait before retry n (0-based): doubling from `baseDelayMs`, at most MAX_RETRY_DELAY_MS. */
export function retryDelayMs(baseDelayMs: number, retry: number): number {
  return Math.min(baseDelayMs * 2 ** retry, MAX_RETRY_DELAY_MS)
}

/** How many retries fit in the delivery window when each waits `retryDelayMs`. */
export function retriesWithinWindow(baseDelayMs: number, windowMs: number): number {
  let retries = 0
  for (let waited = retryDelayMs(baseDelayMs, 0); waited <= windowMs; waited += retryDelayMs(baseDelayMs, retries)) retries++
  return retries
}
