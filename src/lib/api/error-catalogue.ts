import type { MessageKey } from './messages'

/**
 * The error answers of the public APIs that answer through `respondWithError` (forms, OTP, calculators,
 * shipping): `{ error: { code, message, fields } }` with the status below. `message` and each entry of `fields`
 * are already localized to the edition of the page that called.
 */
export const API_ERRORS = {
  INVALID_REQUEST: { status: 400, message: 'requestUnreadable' },
  VALIDATION_FAILED: { status: 400, message: 'invalidRequest' },
  COUNTRY_NOT_SERVED: { status: 400, message: 'countryNotServed' },
  CAPTCHA_FAILED: { status: 403, message: 'captchaInvalid' },
  PHONE_NOT_VERIFIED: { status: 403, message: 'phoneNotVerified' },
  UNKNOWN_FORM: { status: 404, message: 'unknownForm' },
  // The reference data (src/features/reference-tools/data): an unknown code; its message comes localized with the error.
  NOT_FOUND: { status: 404, message: 'invalidRequest' },
  OTP_UNKNOWN: { status: 404, message: 'otpUnknown' },
  OTP_USED: { status: 409, message: 'otpUsed' },
  OTP_EXPIRED: { status: 410, message: 'otpExpired' },
  OTP_LOCKED: { status: 410, message: 'otpLocked' },
  // Every route module (route-methods.ts): its message names the methods, so it comes formatted.
  METHOD_NOT_ALLOWED: { status: 405, message: 'invalidRequest' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'jsonRequired' },
  OTP_INCORRECT: { status: 422, message: 'otpIncorrect' },
  AUTOMATED_SUBMISSION: { status: 422, message: 'automatedSubmission' },
  RATE_LIMITED: { status: 429, message: 'rateLimited' },
  // The shipment estimate (src/features/calculators/shipping): its messages come localized with the error (ApiError.details.localized).
  CARGO_NOT_POSSIBLE: { status: 400, message: 'invalidRequest' },
  NO_RATE_CARD: { status: 422, message: 'invalidRequest' },
  DATA_NOT_LOADED: { status: 503, message: 'serverError' },
  // The database did not answer (src/lib/database-unavailable.ts): a passing outage, tried again after Retry-After.
  DATABASE_UNAVAILABLE: { status: 503, message: 'serverError' },
  // Push notifications (src/features/push-notifications) without VAPID keys: the feature is not there.
  PUSH_NOT_CONFIGURED: { status: 404, message: 'invalidRequest' },
} as const satisfies Record<string, { status: number; message: MessageKey }>

export type ApiErrorCode = keyof typeof API_ERRORS

export type ApiErrorBody = {
  error: {
    code: ApiErrorCode | 'SERVER_ERROR'
    message: string
    fields?: Record<string, string>
    retryAfterSeconds?: number
    /** What else a refusal tells, e.g. the lane of NO_RATE_CARD. */
    [detail: string]: unknown
  }
}
