import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { AFTER_FIRST_PAINT_SCRIPT_ID, DEFERRED_SRC_ATTRIBUTE } from '../../src/chrome/shell/after-first-paint'

/** Where Next's build output is served; only its scripts are deferred. */
const BUILD_PATH = '/_next/static/'
/** The inline script that loads deferred scripts; a page without it keeps its scripts as they are (the admin). */
const LOADER = `<script id="${AFTER_FIRST_PAINT_SCRIPT_ID}">`
/** A page whose head is longer than this is passed on as it is. */
const MAX_HEAD_CHARS = 256 * 1024

const OPENING_TAG = /<(?:script|link)\b[^>]*>/gi
const ATTRIBUTE = /\s([^\s"'>/=]+)(?:="([^"]*)")?/g

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) attributes.set(name!.toLowerCase(), value ?? '')
  return attributes
}

/**
 * One opening tag as the deferred page has it: a classic async script of the build becomes
 * `<script data-deferred-src="…">` (an empty inline script until the loader inserts the real one), a preload of
 * one is dropped, anything else stays. Scripts with other attributes (integrity, nonce, type, nomodule) stay too:
 * the loader would not carry those over.
 */
function deferTag(tag: string): string {
  const attributes = attributesOf(tag)
  const isBuildFile = (url: string | undefined) => url?.startsWith(BUILD_PATH) === true
  if (tag.slice(1, 5).toLowerCase() === 'link') {
    const preloadsScript = attributes.get('rel') === 'preload' && attributes.get('as') === 'script'
    return preloadsScript && isBuildFile(attributes.get('href')) ? '' : tag
  }
  const src = attributes.get('src')
  const onlySrcAndAsync = attributes.size === 2 && attributes.has('async')
  return onlySrcAndAsync && isBuildFile(src) ? `<script ${DEFERRED_SRC_ATTRIBUTE}="${src}">` : tag
}

/** The HTML with every chunk script of Next's build deferred (see deferTag). */
export function deferChunkScripts(html: string): string {
  return html.replace(OPENING_TAG, deferTag)
}

export type HtmlRewriter = {
  /** The rewritten text that can go out now; a tag cut off at the end waits for the next chunk. */
  push(text: string): string
  /** What is left at the end of the document. */
  flush(): string
}

/**
 * Rewrites a page as it streams: the head is held until `</head>` to see whether the page carries the loader;
 * then every complete tag is rewritten as it arrives.
 */
export function createHtmlRewriter(): HtmlRewriter {
  let mode: 'head' | 'defer' | 'pass' = 'head'
  let held = ''
  const rewriteComplete = (): string => {
    const lastOpen = held.lastIndexOf('<')
    const cut = lastOpen > held.lastIndexOf('>') ? lastOpen : held.length
    const ready = deferChunkScripts(held.slice(0, cut))
    held = held.slice(cut)
    return ready
  }
  return {
    push(text) {
      if (mode === 'pass') return text
      held += text
      if (mode === 'head') {
        const headEnd = held.indexOf('</head>')
        if (headEnd < 0 && held.length <= MAX_HEAD_CHARS) return ''
        if (headEnd < 0 || !held.slice(0, headEnd).includes(LOADER)) {
          mode = 'pass'
          const all = held
          held = ''
          return all
        }
        mode = 'defer'
      }
      return rewriteComplete()
    },
    flush() {
      const rest = mode === 'defer' ? deferChunkScripts(held) : held
      held = ''
      return rest
    },
  }
}

/** The rewritten document, for a page that arrives whole (one served from Next's cache). */
export function rewriteWholePage(html: string): string {
  const rewriter = createHtmlRewriter()
  return rewriter.push(html) + rewriter.flush()
}

/**
 * Rewrites whole pages once per body: Next hands over the same string for every hit on a cache entry, so the
 * rewritten string is the same too (and scripts/lib/cached-page-delivery.ts tags and compresses it once).
 */
function createWholePageRewriter(capacity = 64) {
  const rewritten = new Map<string, string>()
  return (html: string): string => {
    let page = rewritten.get(html)
    if (page !== undefined) return page
    page = rewriteWholePage(html)
    rewritten.set(html, page)
    if (rewritten.size > capacity) rewritten.delete(rewritten.keys().next().value!)
    return page
  }
}

const isHtml = (response: ServerResponse) =>
  /^text\/html/i.test(String(response.getHeader('content-type') ?? '')) && response.getHeader('content-encoding') === undefined

type Callback = (error?: Error | null) => void
const callbackOf = (args: unknown[]) => args.find((a): a is Callback => typeof a === 'function')

/**
 * Wraps Next's request handler so that the site's pages load Next's chunk scripts after their first paint
 * (src/chrome/shell/after-first-paint.ts says why and how): pages served whole are rewritten once per cache
 * entry, streamed ones chunk by chunk. Other responses pass untouched.
 */
export function withDeferredChunkScripts(handler: RequestListener): RequestListener {
  const rewriteWhole = createWholePageRewriter()
  return (request: IncomingMessage, response: ServerResponse) => {
    const writeHeadAsBefore = response.writeHead as (...args: unknown[]) => ServerResponse
    const writeAsBefore = response.write as (...args: unknown[]) => boolean
    const endAsBefore = response.end as (...args: unknown[]) => ServerResponse
    // Decided when the headers are about to go out, before the compression middleware sets Content-Encoding.
    let isPage: boolean | undefined
    const decide = () => (isPage ??= isHtml(response))
    let streamed: { rewriter: HtmlRewriter; decoder: TextDecoder } | undefined
    const decode = (chunk: unknown) => (typeof chunk === 'string' ? chunk : streamed!.decoder.decode(chunk as Uint8Array, { stream: true }))

    response.writeHead = function writeHead(this: ServerResponse, ...args: unknown[]) {
      decide()
      return writeHeadAsBefore.apply(this, args)
    } as ServerResponse['writeHead']

    response.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!decide() || request.method === 'HEAD') return writeAsBefore.call(this, chunk, ...rest)
      streamed ??= { rewriter: createHtmlRewriter(), decoder: new TextDecoder() }
      const text = streamed.rewriter.push(decode(chunk))
      const callback = callbackOf(rest)
      if (!text) {
        if (callback) process.nextTick(callback)
        return true
      }
      return writeAsBefore.call(this, text, 'utf8', ...(callback ? [callback] : []))
    } as ServerResponse['write']

    response.end = function end(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (!decide()) return endAsBefore.call(this, chunk, ...rest)
      const body = typeof chunk === 'function' ? undefined : chunk
      const callbacks = [callbackOf([chunk, ...rest])].filter(Boolean)
      if (request.method === 'HEAD') {
        if (!response.headersSent) response.removeHeader('Content-Length') // it counted the body before rewriting
        return endAsBefore.call(this, chunk, ...rest)
      }
      if (!streamed) {
        if (typeof body !== 'string' || body.length === 0) return endAsBefore.call(this, chunk, ...rest)
        const page = rewriteWhole(body)
        if (page !== body && !response.headersSent) response.setHeader('Content-Length', Buffer.byteLength(page))
        return endAsBefore.call(this, page, ...callbacks)
      }
      const last = body === undefined || body === null ? '' : streamed.rewriter.push(decode(body))
      const text = last + streamed.rewriter.push(streamed.decoder.decode()) + streamed.rewriter.flush()
      return endAsBefore.call(this, ...(text ? [text, 'utf8'] : []), ...callbacks)
    } as ServerResponse['end']

    return handler(request, response)
  }
}
