import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { notFoundPagePath } from '../../src/chrome/not-found/not-found-page'
import { splitEditionPath, type EditionCode } from '../../src/i18n/editions'
import { callbackOf, toBuffer } from './response-arguments'

/** The start of the document Next 16 renders for a notFound() thrown by a matched page: no language, no body. */
const EMPTY_ERROR_DOCUMENT = /^<!DOCTYPE html><html id="__next_error__"/i
/** Enough of the body to tell that document from a page. */
const PEEK_CHARS = 64
/** Marks the web process's own request for a 404 page, which is never replaced in turn. */
const FETCHING_HEADER = 'x-not-found-page'

export type NotFoundPageSource = (edition: EditionCode) => Promise<string>

/** Reads an edition's 404 page from the web process itself (the proxy serves the internal route with status 404). */
export function notFoundPagesFrom(origin: string): NotFoundPageSource {
  return async (edition) => {
    const response = await fetch(`${origin}${notFoundPagePath(edition)}`, { headers: { [FETCHING_HEADER]: '1' } })
    const html = await response.text()
    if (EMPTY_ERROR_DOCUMENT.test(html)) throw new Error(`the 404 page of ${edition} rendered empty (status ${response.status})`)
    return html
  }
}


/**
 * Next 16 answers a notFound() thrown by a matched page (a CMS page, a post, an event that does not exist) with an
 * empty `<html id="__next_error__">` that only the browser fills in, so a visitor without script, or a crawler,
 * sees a blank 404 without a language (vercel/next.js#62228; the site's root layout is the [locale] segment).
 * This wrapper sends the edition's server-rendered 404 page in its place, with the same status and headers. Every
 * other answer passes untouched; so does the empty document when the 404 page cannot be read.
 */
export function withServerRenderedNotFound(handler: RequestListener, readNotFoundPage: NotFoundPageSource): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.headers[FETCHING_HEADER] || request.method !== 'GET') return handler(request, response)
    const writeAsBefore = response.write as (...args: unknown[]) => boolean
    const endAsBefore = response.end as (...args: unknown[]) => ServerResponse
    const isHtml404 = () => response.statusCode === 404 && /^text\/html/i.test(String(response.getHeader('content-type') ?? ''))
    let state: 'undecided' | 'pass' | 'replace' = 'undecided'
    const peeked: Buffer[] = []
    const peekedText = () => Buffer.concat(peeked).toString('utf8')

    /** Sends what was held back, or the 404 page in place of the empty document, then the rest as it comes. */
    const decide = (complete: boolean): 'undecided' | 'pass' | 'replace' => {
      if (state !== 'undecided') return state
      const text = peekedText()
      if (!complete && text.length < PEEK_CHARS) return state
      state = EMPTY_ERROR_DOCUMENT.test(text) ? 'replace' : 'pass'
      if (state === 'pass' && text) writeAsBefore.call(response, Buffer.concat(peeked))
      return state
    }

    response.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (state === 'pass' || (state === 'undecided' && !isHtml404())) {
        state = 'pass'
        return writeAsBefore.call(this, chunk, ...rest)
      }
      peeked.push(toBuffer(chunk, rest[0])) // all of it, should the 404 page fail
      decide(false)
      const callback = callbackOf(rest)
      if (callback) process.nextTick(callback)
      return true
    } as ServerResponse['write']

    response.end = function end(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (state === 'pass' || (state === 'undecided' && !isHtml404())) return endAsBefore.call(this, chunk, ...rest)
      const body = typeof chunk === 'function' ? undefined : chunk
      if (body !== undefined && body !== null) peeked.push(toBuffer(body, rest[0]))
      const callbacks = [callbackOf([chunk, ...rest])].filter(Boolean)
      if (decide(true) === 'pass') return endAsBefore.call(this, ...callbacks)
      const emptyDocument = peekedText()
      const { edition } = splitEditionPath(new URL(request.url ?? '/', 'http://localhost').pathname)
      readNotFoundPage(edition)
        .then((page) => {
          if (!response.headersSent) response.setHeader('Content-Length', Buffer.byteLength(page))
          endAsBefore.call(this, page, ...callbacks)
        })
        .catch((error: Error) => {
          console.error('[not-found] could not read the 404 page:', error.message)
          if (!response.headersSent) response.setHeader('Content-Length', Buffer.byteLength(emptyDocument))
          endAsBefore.call(this, emptyDocument, ...callbacks)
        })
      return this
    } as ServerResponse['end']

    return handler(request, response)
  }
}
