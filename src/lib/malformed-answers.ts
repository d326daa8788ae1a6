import { NextResponse } from 'next/server'
import { createTranslator } from 'next-intl'
import { editionPath, getEdition, type EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { apiMessagesIn } from './api/api-messages'
import { API_ERRORS } from './api/error-catalogue'
import { escapeHtml } from './escape-html'

const NO_STORE = { 'cache-control': 'no-store' }

/** An API's answer to a path it cannot read: 400 INVALID_REQUEST in the caller's language, as the APIs answer it. */
export function malformedApiAnswer(edition: EditionCode): NextResponse {
  const t = apiMessagesIn(edition)
  const { status, message } = API_ERRORS.INVALID_REQUEST
  return NextResponse.json({ error: { code: 'INVALID_REQUEST', message: t(message) } }, { status, headers: NO_STORE })
}

/**
 * A small page of its own for a path Next cannot decode and so cannot render a page for, or a page's input that
 * arrived undecodable: status 400, the edition's language, a localized title and text that say the address cannot
 * be read (not that a page is missing), and the not-found page's links home and to contact.
 */
export function undecodablePathAnswer(edition: EditionCode): NextResponse {
  const t = createTranslator({ locale: edition, messages: MESSAGES[edition] })
  const link = (path: string, label: string) => `<a href="${editionPath(edition, path)}">${escapeHtml(label)}</a>`
  const title = escapeHtml(t('UnreadableAddress.title'))
  const html = `<!DOCTYPE html><html lang="${getEdition(edition).htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:6rem auto;padding:0 1rem;text-align:center;color:#0b1f44}a{color:#0b3d91;margin:0 .75rem}</style></head><body><main><h1>${title}</h1><p>${escapeHtml(t('UnreadableAddress.description'))}</p><p>${link('/', t('NotFound.home'))}${link('/contact-us', t('NotFound.contact'))}</p></main></body></html>`
  return new NextResponse(html, { status: 400, headers: { 'content-type': 'text/html; charset=utf-8', ...NO_STORE } })
}

const PAGE_METHODS = 'GET, HEAD'

/** A page's answer to any other method: 405 in the edition's language. No page takes a post (the forms post to /api). */
export function pageMethodNotAllowed(edition: EditionCode, method: string): NextResponse {
  const t = apiMessagesIn(edition)
  return new NextResponse(t('methodNotAllowed', { method, allowed: PAGE_METHODS }), {
    status: 405,
    headers: { allow: PAGE_METHODS, 'content-type': 'text/plain; charset=utf-8', ...NO_STORE },
  })
}
