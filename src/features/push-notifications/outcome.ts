/**
 * What a push service's answer to one message means (RFC 8030): delivered; the subscription is gone for good
 * (404, 410: delete it); refused for good (bad request, wrong keys, too large: do not try again); or worth
 * another try later (throttled, the service failing, no answer).
 */
export type SendOutcome = 'sent' | 'gone' | 'rejected' | 'retry'

export function classifyPushAnswer(status: number | undefined): SendOutcome {
  if (status === undefined || status === 429 || status >= 500) return 'retry'
  if (status >= 200 && status < 300) return 'sent'
  if (status === 404 || status === 410) return 'gone'
  return 'rejected'
}
