import 'server-only'
import { NextResponse } from 'next/server'
import { createTranslator } from 'next-intl'
import { API_ERRORS, type ApiErrorBody } from '@/features/lead-forms/api-errors'
import type { EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { ApiError } from './errors'
import { editionFromAcceptLanguage } from './request-meta'

const NO_STORE = { 'cache-control': 'no-store' }

export function respondOk(result: Record<string, unknown>): NextResponse {
  return NextResponse.json({ status: 200, result }, { headers: NO_STORE })
}

/** The `{ error: { code, message, fields } }` answer, localized to the edition of the calling page. */
export function respondWithError(error: unknown, edition: EditionCode): NextResponse<ApiErrorBody> {
  const t = createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'LeadForms.messages' })
  if (!(error instanceof ApiError)) {
    console.error('[api] unexpected error:', error)
    return NextResponse.json({ error: { code: 'SERVER_ERROR', message: t('serverError') } }, { status: 500, headers: NO_STORE })
  }
  const { fields, retryAfterSeconds, message } = error.details
  const minutes = Math.ceil((retryAfterSeconds ?? 0) / 60)
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: t(message ?? API_ERRORS[error.code].message, { minutes }),
      ...(fields && { fields: Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, t(key, { minutes })])) }),
      ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    },
  }
  const headers = { ...NO_STORE, ...(retryAfterSeconds !== undefined && { 'retry-after': String(retryAfterSeconds) }) }
  return NextResponse.json(body, { status: error.status, headers })
}

/** Runs a public endpoint: answers its result, or its refusal localized to the caller's edition. */
export async function handlePublicCall(request: Request, run: (edition: EditionCode) => Promise<Record<string, unknown>>): Promise<NextResponse> {
  const edition = editionFromAcceptLanguage(request.headers.get('accept-language'))
  try {
    return respondOk(await run(edition))
  } catch (error) {
    return respondWithError(error, edition)
  }
}
