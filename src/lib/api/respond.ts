import 'server-only'
import { NextResponse } from 'next/server'
import { createTranslator } from 'next-intl'
import { API_ERRORS, type ApiErrorBody } from './error-catalogue'
import type { EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { ApiError } from './errors'
import { editionFromAcceptLanguage } from './request-meta'
import { log } from '../logger'
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableCause } from '../database-unavailable'

const NO_STORE = { 'cache-control': 'no-store' }

function respondOk(result: object): NextResponse {
  return NextResponse.json({ status: 200, result }, { headers: NO_STORE })
}

/** Namespaces of messages/*.json that hold the message keys of refusals. */
export type ErrorNamespace = 'LeadForms.messages' | 'InterestCalculator.errors' | 'Shipping.errors' | 'PushNotifications.errors' | 'PolicyViolations.errors'

/**
 * The `{ error: { code, message, fields } }` answer, localized to the edition of the calling page. The
 * error's own message keys (its fields, its message) are read in `namespace`; the default message of its code
 * and the server error in the lead forms' messages.
 */
export function respondWithError(error: unknown, edition: EditionCode, namespace: ErrorNamespace = 'LeadForms.messages'): NextResponse<ApiErrorBody> {
  const t = createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'LeadForms.messages' })
  // Typed as the lead forms' translator: the keys come from the error, which was built with `namespace`'s keys.
  const own = (namespace === 'LeadForms.messages' ? t : createTranslator({ locale: edition, messages: MESSAGES[edition], namespace })) as typeof t
  if (!(error instanceof ApiError)) {
    const unavailable = databaseUnavailableCause(error)
    if (unavailable !== undefined) {
      log.warn(`[api] the database did not answer: ${unavailable}`)
      return respondWithError(new ApiError('DATABASE_UNAVAILABLE', { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS }), edition)
    }
    log.error('[api] unexpected error:', error)
    return NextResponse.json({ error: { code: 'SERVER_ERROR', message: t('serverError') } }, { status: 500, headers: NO_STORE })
  }
  const { fields, retryAfterSeconds, message, localized } = (error as ApiError).details
  const headers = {
    ...NO_STORE,
    ...(retryAfterSeconds !== undefined && { 'retry-after': String(retryAfterSeconds) }),
    // A body refused part-way (chunked, past the limit) is left unread in the connection, and Node reads no further
    // request on it: without this the next request on a kept-alive connection (a proxy's pool) waited for ever.
    ...(error.status === 413 && { connection: 'close' }),
  }
  if (localized) {
    const body: ApiErrorBody = {
      error: { ...localized.body, code: error.code, message: localized.message, ...(localized.fields && { fields: localized.fields }) },
    }
    return NextResponse.json(body, { status: error.status, headers })
  }
  const minutes = Math.ceil((retryAfterSeconds ?? 0) / 60)
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: message ? own(message, { minutes }) : t(API_ERRORS[error.code].message, { minutes }),
      ...(fields && { fields: Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, own(key, { minutes })])) }),
      ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    },
  }
  return NextResponse.json(body, { status: error.status, headers })
}

/**
 * Runs a public endpoint: answers its result, or its refusal localized to the caller's edition (its keys read in
 * `namespace`). The lead and OTP endpoints wrap the result as `{ status: 200, result }`; with `bare` the result is
 * the body itself.
 */
export async function handlePublicCall(
  request: Request,
  run: (edition: EditionCode) => Promise<object>,
  options: { bare?: boolean; namespace?: ErrorNamespace } = {},
): Promise<NextResponse> {
  const edition = editionFromAcceptLanguage(request.headers.get('accept-language'))
  try {
    const result = await run(edition)
    return options.bare ? NextResponse.json(result, { headers: NO_STORE }) : respondOk(result)
  } catch (error) {
    return respondWithError(error, edition, options.namespace)
  }
}
