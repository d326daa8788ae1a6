import { API_ERRORS, type ApiErrorCode } from '@/features/lead-forms/api-errors'
import type { MessageKey } from '@/features/lead-forms/messages'

/** A refusal the visitor should see: mapped to its status and localized message by `respondWithError`. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly details: { fields?: Record<string, MessageKey>; retryAfterSeconds?: number; message?: MessageKey } = {},
  ) {
    super(code)
  }

  get status(): number {
    return API_ERRORS[this.code].status
  }
}
