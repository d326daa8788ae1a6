import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { AFTER_FIRST_PAINT_SCRIPT_ID, DEFERRED_SRC_ATTRIBUTE } from '../../src/chrome/shell/after-first-paint'
import { callbackOf } from './response-arguments'
import { memoizeByBody } from './memoize-by-body'

/** Where Next's build output is served; only its scripts are deferred and only its stylesheets inlined. */
const BUILD_PATH = '/_next/static/'
/** The inline script that loads deferred scripts; a page without it keeps its scripts as they are (the admin). */
const LOADER = `<script id="${AFTER_FIRST_PAINT_SCRIPT_ID}">`
/** A page whose head is longer than this is passed on as it is. */
const MAX_HEAD_CHARS = 256 * 1024

/** Same-site files a page can carry inline instead of fetching them before its first paint. */
export type InlineSources = {
  /** The text of a stylesheet of the build (`/_next/static/….css`), or null to keep the link. */
  stylesheet(href: string): string | null
  /** The source of a deferred script of the site (the consent runtime), or null to keep the file. */
  deferredScript(src: string): string | null
}

export const NOTHING_INLINE: InlineSources = { stylesheet: () => null, deferredScript: () => null }

/** A `<link>`, or a `<script>` with the `</script>` that closes it at once when it has no body. */
const TAG = /<link\b[^>]*>|<script\b[^>]*>(?:<\/script>)?/gi
const ATTRIBUTE = /\s([^\s"'>/=]+)(?:="([^"]*)")?/g

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const [, name, value] of tag.replace(/^<\w+|\/?>(<\/script>)?$/g, '').matchAll(ATTRIBUTE)) attributes.set(name!.toLowerCase(), value ?? '')
  return attributes
}

const isBuildFile = (url: string | undefined) => url?.startsWith(BUILD_PATH) === true
/** Text that can sit inside a <style> or <script> element without ending it early. */
const isSafeInside = (element: 'style' | 'script', text: string) => !new RegExp(`</${element}|<!--`, 'i').test(text)

/** The text a stylesheet of the build goes inline as, or null when its link stays (no text, or text that would end the element). */
function inlineStylesheet(href: string | undefined, sources: InlineSources): string | null {
  if (!isBuildFile(href)) return null
  const css = sources.stylesheet(href!)
  return css !== null && isSafeInside('style', css) ? css : null
}

/**
 * One tag as the page has it for its first paint:
 * - a classic async script of the build becomes `<script data-deferred-src="…">` (an empty inline script until
 *   the loader inserts the real one), and a preload of one is dropped;
 * - a stylesheet of the build is inlined as a `<style>`, its link kept but `disabled` (not fetched), which React
 *   finds as the stylesheet it rendered and so neither loads again nor waits for;
 * - a deferred script of the site with its source at hand moves inline to the end of the body (`moveToEnd`),
 *   where it runs when a deferred file would, once the document is parsed.
 * Scripts with other attributes (integrity, nonce, type, nomodule) stay: the loader would not carry those over.
 */
function rewriteTag(tag: string, sources: InlineSources, moveToEnd: (html: string) => void): string {
  const attributes = attributesOf(tag)
  if (/^<link/i.test(tag)) {
    const rel = attributes.get('rel')
    const href = attributes.get('href')
    if (rel === 'preload' && attributes.get('as') === 'script' && isBuildFile(href)) return ''
    if (rel !== 'stylesheet' || attributes.has('disabled')) return tag
    const css = inlineStylesheet(href, sources)
    if (css === null) return tag
    return `<style>${css}</style>${tag.replace(/\s*\/?>$/, ' disabled=""/>')}`
  }
  const src = attributes.get('src')
  if (!src || !tag.endsWith('</script>')) return tag
  if (attributes.size === 2 && attributes.has('async') && isBuildFile(src)) return `<script ${DEFERRED_SRC_ATTRIBUTE}="${src}"></script>`
  if (!attributes.has('defer') || attributes.has('async') || attributes.has('type') || attributes.has('nomodule')) return tag
  const source = sources.deferredScript(src)
  if (source === null || !isSafeInside('script', source)) return tag
  const kept = [...attributes].filter(([name]) => name !== 'src' && name !== 'defer').map(([name, value]) => ` ${name}="${value}"`)
  moveToEnd(`<script${kept.join('')}>${source}</script>`)
  return ''
}

/** The HTML with its tags rewritten for the first paint (see rewriteTag); moved scripts go to `moveToEnd`. */
export function rewriteTags(html: string, sources: InlineSources = NOTHING_INLINE, moveToEnd: (html: string) => void = () => {}): string {
  return html.replace(TAG, (tag) => rewriteTag(tag, sources, moveToEnd))
}

export type HtmlRewriter = {
  /** The rewritten text that can go out now; a tag cut off at the end waits for the next chunk. */
  push(text: string): string
  /** What is left at the end of the document. */
  flush(): string
}

/** Where an unfinished tag, or a script whose closing tag has not come yet, starts (or the length when none). */
function completeUpTo(text: string): number {
  const lastOpen = text.lastIndexOf('<')
  const unfinishedTag = lastOpen > text.lastIndexOf('>') ? lastOpen : text.length
  const lastScript = text.lastIndexOf('<script')
  const unclosedScript = lastScript >= 0 && text.indexOf('</script>', lastScript) < 0 ? lastScript : text.length
  return Math.min(unfinishedTag, unclosedScript)
}

/**
 * Rewrites a page as it streams: the head is held until `</head>` to see whether the page carries the loader;
 * then every complete tag is rewritten as it arrives, and the moved scripts go in before `</body>`.
 */
export function createHtmlRewriter(sources: InlineSources = NOTHING_INLINE): HtmlRewriter {
  let mode: 'head' | 'rewrite' | 'pass' = 'head'
  let held = ''
  const moved: string[] = []
  const moveToEnd = (html: string) => void moved.push(html)
  const rewrite = (text: string): string => {
    const rewritten = rewriteTags(text, sources, moveToEnd)
    const bodyEnd = rewritten.lastIndexOf('</body>')
    if (bodyEnd < 0 || moved.length === 0) return rewritten
    return rewritten.slice(0, bodyEnd) + moved.splice(0).join('') + rewritten.slice(bodyEnd)
  }
  const rewriteComplete = (): string => {
    const cut = completeUpTo(held)
    const ready = rewrite(held.slice(0, cut))
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
        mode = 'rewrite'
      }
      return rewriteComplete()
    },
    flush() {
      const rest = mode === 'rewrite' ? rewrite(held) + moved.splice(0).join('') : held
      held = ''
      return rest
    },
  }
}

/** The rewritten document, for a page that arrives whole (one served from Next's cache). */
export function rewriteWholePage(html: string, sources: InlineSources = NOTHING_INLINE): string {
  const rewriter = createHtmlRewriter(sources)
  return rewriter.push(html) + rewriter.flush()
}

/**
 * A `Link` header (RFC 8288) without its preloads of stylesheets the page will carry inline: Next sends them with
 * a page it streams, and the browser would fetch a file it never uses ahead of the page's images. Undefined when
 * nothing is left. (A page without the loader, the admin, keeps its `<link>` and so still loads its stylesheet.)
 */
export function withoutInlinedStylePreloads(link: string, sources: InlineSources): string | undefined {
  const entries = link.match(/<[^>]*>[^,<]*/g) ?? []
  const kept = entries.filter((entry) => {
    const href = /^<([^>]*)>/.exec(entry)![1]
    const preloadsStyle = /;\s*rel="?preload"?/i.test(entry) && /;\s*as="?style"?/i.test(entry)
    return !(preloadsStyle && inlineStylesheet(href, sources) !== null)
  })
  return kept.length > 0 ? kept.map((entry) => entry.trim()).join(', ') : undefined
}

const isHtml = (response: ServerResponse) =>
  /^text\/html/i.test(String(response.getHeader('content-type') ?? '')) && response.getHeader('content-encoding') === undefined


/**
 * Wraps Next's request handler so that the site's pages paint from their HTML alone: Next's chunk scripts load
 * after the first paint (src/chrome/shell/after-first-paint.ts says why and how), and the stylesheet and the
 * consent runtime come inline (`sources`) instead of as files fetched first. Pages served whole are rewritten
 * once per cache entry, streamed ones chunk by chunk. Pages without the loader and other responses pass untouched.
 */
export function withFirstPaintPages(handler: RequestListener, sources: InlineSources = NOTHING_INLINE): RequestListener {
  // Once per cached body: the rewritten string is then the same too, so cached-page-delivery tags and compresses it
  // once. Its length in bytes too: measuring a page of 200 KB took a tenth of a millisecond, a tenth of the answer.
  const rewriteWhole = memoizeByBody((html) => {
    const page = rewriteWholePage(html, sources)
    return { page, bytes: page === html ? undefined : Buffer.byteLength(page) }
  }, 64)
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
      const link = this.getHeader('link')
      if (decide() && typeof link === 'string') {
        const kept = withoutInlinedStylePreloads(link, sources)
        if (kept === undefined) this.removeHeader('link')
        else this.setHeader('link', kept)
      }
      return writeHeadAsBefore.apply(this, args)
    } as ServerResponse['writeHead']

    response.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      if (!decide() || request.method === 'HEAD') return writeAsBefore.call(this, chunk, ...rest)
      streamed ??= { rewriter: createHtmlRewriter(sources), decoder: new TextDecoder() }
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
        const { page, bytes } = rewriteWhole(body)
        if (bytes !== undefined && !response.headersSent) response.setHeader('Content-Length', bytes)
        return endAsBefore.call(this, page, ...callbacks)
      }
      const last = body === undefined || body === null ? '' : streamed.rewriter.push(decode(body))
      const text = last + streamed.rewriter.push(streamed.decoder.decode()) + streamed.rewriter.flush()
      return endAsBefore.call(this, ...(text ? [text, 'utf8'] : []), ...callbacks)
    } as ServerResponse['end']

    return handler(request, response)
  }
}
