import 'server-only'
import { createTranslator } from 'next-intl'
import { NextResponse } from 'next/server'
import type { EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'

/**
 * The refusals of GET /api/downloads/{key}, in the shape of every public endpoint's errors
 * (`{ error: { code, message } }`, see src/lib/api/error-catalogue.ts), with messages from
 * messages/*.json under `Downloads.errors`, in the language of the visitor's browser.
 */
const DOWNLOAD_ERRORS = {
  DOWNLOAD_LINK_INVALID: { status: 403, message: 'linkInvalid' },
  UNKNOWN_DOCUMENT: { status: 404, message: 'unknownDocument' },
  DOWNLOAD_LINK_EXPIRED: { status: 410, message: 'linkExpired' },
} as const satisfies Record<string, { status: number; message: keyof (typeof MESSAGES)['en-in']['Downloads']['errors'] }>

export type DownloadErrorCode = keyof typeof DOWNLOAD_ERRORS

export type DownloadErrorBody = { error: { code: DownloadErrorCode; message: string } }

export function respondDownloadError(code: DownloadErrorCode, edition: EditionCode): NextResponse<DownloadErrorBody> {
  const t = createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'Downloads.errors' })
  const { status, message } = DOWNLOAD_ERRORS[code]
  return NextResponse.json({ error: { code, message: t(message) } }, { status, headers: { 'cache-control': 'no-store' } })
}
