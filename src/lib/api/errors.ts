import { API_ERRORS, type ApiErrorCode } from './error-catalogue'
import type { MessageKey } from './messages'

/**
 * Text a feature has already localized (messages with values only it can format, such as the shipment estimate's
 * "you need 2 × 40GP"): answered as is; `body` adds fields to the error object (e.g. the lane of NO_RATE_CARD).
 */
export type LocalizedDetails = { message: string; fields?: Record<string, string>; body?: Record<string, unknown> }

/**
 * A refusal the visitor should see: mapped to its status and localized message by `respondWithError`. Its
 * message keys are the lead forms' (`LeadForms.messages`) unless a feature names its own `Key`s and passes
 * their namespace to `respondWithError`.
 */
export class ApiError<Key extends string = MessageKey> extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly details: {
      fields?: Record<string, NoInfer<Key>>
      retryAfterSeconds?: number
      message?: NoInfer<Key>
      /** Already localized text: used instead of the keys above. */
      localized?: LocalizedDetails
    } = {},
  ) {
    super(code)
  }

  get status(): number {
    return API_ERRORS[this.code].status
  }
}
