import { hash } from 'node:crypto'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
// The middleware Next compiles in (expressjs/compression), at the version that adds brotli, and Next's leak fix for
// it, as `next start` applies them (router-server.js).
import compression from 'compression'
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream'
import { memoizeByBody } from './memoize-by-body'
import { isStorable, pageHeaders, storeKey, type GenerationSource, type PageStore, type StoredPage } from './page-store'

export type Encoding = 'br' | 'gzip' | 'identity'

/** Brotli first (smaller), then gzip; anything the header refuses (q=0) or omits is not chosen. */
const PREFERENCE: Encoding[] = ['br', 'gzip']

/** The encoding to send for an Accept-Encoding header (RFC 9110 §12.5.3, with `*` for any encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const weights = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find((v) => v !== undefined)
    weights.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0
  const best = PREFERENCE.filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a))[0]
  return best ?? 'identity'
}

/**
 * Made once per cache entry, in the background, but again for every entry an edit revalidates: on a 390 KB text
 * brotli 9 took 56 ms for 79 KB, brotli 11 (the maximum) 814 ms for 73 KB; gzip 9 gained nothing over the default.
 */
const compressors: Record<Exclude<Encoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(zlib.brotliCompress)(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(zlib.gzip)(body),
}

/**
 * Compressed copies of response bodies, keyed by the body's entity tag and the encoding, least recently used first
 * out when they exceed `maxBytes`. A body that is being compressed has no copy yet: `get` answers undefined
 * until it is ready, so no request waits for it.
 */
export function createCompressedStore(maxBytes: number) {
  const copies = new Map<string, Buffer>()
  const pending = new Set<string>()
  let bytes = 0
  const remember = (key: string, copy: Buffer) => {
    copies.set(key, copy)
    bytes += copy.length
    for (const [oldest, old] of copies) {
      if (bytes <= maxBytes) break
      copies.delete(oldest)
      bytes -= old.length
    }
  }
  return {
    /** The stored copy, or undefined after starting to make one from `body()`. */
    get(etag: string, encoding: Exclude<Encoding, 'identity'>, body: () => Buffer): Buffer | undefined {
      const key = `${encoding}:${etag}`
      const copy = copies.get(key)
      if (copy) {
        copies.delete(key) // re-inserted as the most recently used
        copies.set(key, copy)
        return copy
      }
      if (!pending.has(key)) {
        pending.add(key)
        compressors[encoding](body())
          .then((compressed) => remember(key, compressed))
          .catch((error: Error) => console.error(`[compression] ${encoding} failed:`, error.message))
          .finally(() => pending.delete(key))
      }
      return undefined
    },
    get bytes() {
      return bytes
    },
  }
}

type CompressedStore = ReturnType<typeof createCompressedStore>

/** Types that Next caches and the compression middleware compresses: pages (HTML, RSC payloads), feeds, JSON. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|javascript|rss\+xml|atom\+xml|manifest\+json))/i
/** The compression middleware's own threshold: smaller bodies go out as they are. */
export const MIN_COMPRESSED_BYTES = 1024

/**
 * A body Next served from its cache (x-nextjs-cache: HIT, STALE, MISS or REVALIDATED), whole, in one `end`:
 * the same bytes for every visitor until the entry changes.
 */
function isCachedBody(response: ServerResponse, chunk: unknown): chunk is string | Buffer {
  if (response.headersSent || response.statusCode !== 200 || response.getHeader('x-nextjs-cache') === undefined) return false
  return typeof chunk === 'string' || Buffer.isBuffer(chunk)
}

/** Whether the compression middleware would compress the body (its length in characters is at most its bytes). */
function isCompressible(response: ServerResponse, body: string | Buffer): boolean {
  if (response.getHeader('content-encoding') !== undefined || body.length < MIN_COMPRESSED_BYTES) return false
  if (/no-transform/i.test(String(response.getHeader('cache-control') ?? ''))) return false
  return COMPRESSIBLE_TYPE.test(String(response.getHeader('content-type') ?? ''))
}

/** How many recent bodies keep their tag (Next's in-memory cache holds them anyway; with Redis they are extra copies). */
const TAGGED_BODIES = 64

/** The weak entity tag of a body: a SHA-1, computed once per body string (see memoizeByBody). */
function createEntityTagger() {
  const tagOf = (body: string | Buffer) => `W/"${hash('sha1', body, 'base64url')}"`
  const tagOfString = memoizeByBody(tagOf, TAGGED_BODIES)
  return (body: string | Buffer): string => (Buffer.isBuffer(body) ? tagOf(body) : tagOfString(body))
}

/** Whether the request's If-None-Match names the entity tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}

type Delivery = {
  /** Compressed copies of bodies (by default up to 64 MB). */
  store?: CompressedStore
  /** Whole answers to send again without Next, valid while `generation` answers the generation they were stored at. */
  pages?: { store: PageStore; generation: GenerationSource }
}

/**
 * Brotli where the visitor accepts it, else gzip. Quality 5 (the middleware's default is 4): a streamed HSN search
 * of 359 KB goes out in about 41 KB where gzip took 55 KB, in the same 5 ms.
 */
const compressOnTheFly = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } }) as unknown as NodeMiddleware
/** What the middleware is: its types name Express's request and response, but it only uses Node's. */
type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/** Has the compression middleware compress what the response sends, unless it is sent compressed already. */
function compressAsItGoes(request: IncomingMessage, response: ServerResponse) {
  compressOnTheFly(request, response, () => {})
  response.once('close', () => {
    if (!response.writableFinished) releaseCompressionStream(response)
  })
}

/** What a body that is the same for every visitor goes out as: 304, its stored compressed copy, or the body itself. */
type BodyAnswer = { kind: 'not-modified' } | { kind: 'copy'; encoding: Exclude<Encoding, 'identity'>; copy: Buffer } | { kind: 'body'; compressedOnTheFly: boolean }

function answerFor(request: IncomingMessage, etag: string, compressible: boolean, bytes: () => Buffer, store: CompressedStore): BodyAnswer {
  if (matchesEntityTag(request.headers['if-none-match'], etag)) return { kind: 'not-modified' }
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  if (encoding === 'identity' || !compressible) return { kind: 'body', compressedOnTheFly: false }
  const copy = store.get(etag, encoding, bytes)
  // While the copy is being made, the body goes out compressed on the fly.
  return copy ? { kind: 'copy', encoding, copy } : { kind: 'body', compressedOnTheFly: true }
}

/** Sets the headers of a stored copy on the response and gives its bytes. */
function withCopyHeaders(response: ServerResponse, answer: Extract<BodyAnswer, { kind: 'copy' }>): Buffer {
  response.setHeader('Content-Encoding', answer.encoding)
  response.setHeader('Content-Length', answer.copy.length)
  return answer.copy
}

/** A page stored whole (scripts/lib/page-store.ts), sent as a cached answer from Next would be. */
function sendStored(request: IncomingMessage, response: ServerResponse, page: StoredPage, store: CompressedStore) {
  for (const [name, value] of page.headers) response.setHeader(name, value)
  response.setHeader('ETag', page.etag)
  const send = (bytes: Buffer) => response.end(request.method === 'HEAD' ? undefined : bytes)
  const answer = answerFor(request, page.etag, page.compressible, () => page.body, store)
  if (answer.kind === 'not-modified') {
    response.statusCode = 304
    return response.end()
  }
  if (answer.kind === 'copy') return send(withCopyHeaders(response, answer))
  if (answer.compressedOnTheFly) compressAsItGoes(request, response)
  else response.setHeader('Content-Length', page.body.length)
  send(page.body)
}

/**
 * Wraps Next's request handler (next.config: `compress: false`, `generateEtags: false`) with what `next start`
 * does for every answer, made cheap for the answers Next serves from its cache:
 *   - entity tags: a SHA-1 of the body, computed natively and once per body, where Next hashed the whole page in
 *     JavaScript on every request (FNV-1a, more CPU than all the rest of a cached answer); If-None-Match gets 304;
 *   - compression: a brotli or gzip copy made once per cache entry (keyed by its tag) and sent as stored bytes,
 *     where `next start` gzips the page again for every request;
 *   - with `pages`, a cached page is stored whole and sent again without asking Next while the content's generation
 *     is the one it was stored at (scripts/lib/page-store.ts).
 * Everything else (streamed renders, uncached answers) is compressed on the fly by Next's own middleware, as before.
 */
export function withCachedPageDelivery(handler: RequestListener, { store = createCompressedStore(64 * 1024 * 1024), pages }: Delivery = {}): RequestListener {
  const entityTag = createEntityTagger()

  /** Through Next; a cached page is stored whole under `storeAs` when given (the key and the generation read before asking). */
  const deliver = (request: IncomingMessage, response: ServerResponse, storeAs?: { key: string; generation: string }) => {
    compressAsItGoes(request, response)
    const endAsBefore = response.end as (...args: unknown[]) => ServerResponse
    response.end = function end(this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (!isCachedBody(response, chunk)) return endAsBefore.call(this, chunk, ...rest)
      const callback = rest.filter((r) => typeof r === 'function')
      // Weak: the same tag names the page in every content coding. A tag the route set itself is kept.
      const etag = String(response.getHeader('etag') ?? '') || entityTag(chunk)
      response.setHeader('ETag', etag)
      const compressible = isCompressible(response, chunk)
      let bytes: Buffer | undefined
      const bytesOfBody = () => (bytes ??= typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
      if (storeAs && isStorable(response)) {
        pages!.store.remember(storeAs.key, { generation: storeAs.generation, headers: pageHeaders(response, compressible), body: bytesOfBody(), etag, compressible })
      }
      const answer = answerFor(request, etag, compressible, bytesOfBody, store)
      if (answer.kind === 'not-modified') {
        response.statusCode = 304
        response.removeHeader('Content-Length')
        return endAsBefore.call(this, ...callback)
      }
      // The compression middleware, installed above, compresses the body on the fly when it may; it leaves a copy
      // alone (the encoding is set) and still adds Vary: Accept-Encoding.
      if (answer.kind === 'body') return endAsBefore.call(this, chunk, ...rest)
      return endAsBefore.call(this, withCopyHeaders(response, answer), ...callback)
    } as ServerResponse['end']
    return handler(request, response)
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    const key = pages && storeKey(request)
    if (!key) return deliver(request, response)
    const answer = (generation: string) => {
      const page = pages!.store.find(key, generation)
      return page ? sendStored(request, response, page, store) : deliver(request, response, { key, generation })
    }
    const generation = pages!.generation()
    if (typeof generation === 'string') return answer(generation)
    // Without the shared generation (Redis unreachable), through Next, which stores nothing.
    generation.then(answer, () => deliver(request, response))
  }
}
