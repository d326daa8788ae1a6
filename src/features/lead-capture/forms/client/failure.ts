import type { ApiOutcome } from './api'
import type { ClientMessageKey, Notice } from './notice'

/**
 * Which message a form shows when the captcha gives no token and when the call fails (network, 5xx). The
 * domestic and generic forms say 'Invalid captcha' / 'There is some server response error.'; the Mexico
 * forms say 'Captcha or network issue' for both. Without `network` a network failure is only logged.
 */
export type FailureKeys = { captcha: ClientMessageKey; network?: ClientMessageKey }

export const DOMESTIC_FAILURES: FailureKeys = { captcha: 'captchaInvalid', network: 'serverError' }
export const MEXICO_FAILURES: FailureKeys = { captcha: 'captchaOrNetwork', network: 'captchaOrNetwork' }

export function failureNotice(outcome: Exclude<ApiOutcome<unknown>, { ok: true }>, keys: FailureKeys): Notice | undefined {
  switch (outcome.reason) {
    case 'captcha':
      return { key: keys.captcha }
    case 'network':
      return keys.network ? { key: keys.network } : undefined
    case 'rejected':
      return { text: outcome.error.message }
  }
}
