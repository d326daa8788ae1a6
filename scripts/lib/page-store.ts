import { randomUUID } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http'
import { cacheHandlerClient } from '../../src/lib/cache-handler-client'
import { localPageGeneration, PAGE_GENERATION_KEY } from '../../src/lib/page-generation'

/**
 * The whole answers the web process sent from Next's cache, kept to send again without going through Next (its
 * routing, the proxy, the cache lookup and the page's render result cost a cached page two thirds of its CPU).
 * A stored answer is sent only while the generation of cached content it was stored at is current
 * (src/lib/page-generation.ts: every tag revalidation moves it on), and only for pages Next never renews by time.
 */

/** An answer to send again: its headers (those of the page, not of one answer), its body and entity tag. */
export type StoredPage = {
  generation: string
  headers: [string, OutgoingHttpHeader][]
  body: Buffer
  etag: string
  /** Whether a compressed copy is sent (cached-page-delivery's rule). */
  compressible: boolean
}

/** Where the store finds the current generation: this process's counter, or the one every process shares in Redis. */
export type GenerationSource = () => string | Promise<string>

export const localGeneration: GenerationSource = () => String(localPageGeneration())

/**
 * The generation every process shares in Redis, read through the cache handler's client (none yet: unknown). A
 * missing key (a new Redis, or one that evicted it) gets a new token, which no stored page carries.
 */
export const sharedGeneration: GenerationSource = async () => {
  const client = cacheHandlerClient()
  if (!client) throw new Error('the cache handler has not connected to Redis yet')
  const current = await client.get(PAGE_GENERATION_KEY)
  if (current !== null) return current
  await client.set(PAGE_GENERATION_KEY, randomUUID(), { NX: true })
  const set = await client.get(PAGE_GENERATION_KEY)
  if (set === null) throw new Error('the page generation could not be set in Redis')
  return set
}

/** Request headers for which Next answers something other than the document: a router payload, a server action, a range. */
const NOT_THE_DOCUMENT = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'range']
/** Draft mode's cookie: Next renders the page for this visitor, from drafts. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** Query parameters that only tell analytics where a visitor came from: no page reads them. */
const TRACKING_PARAMETER = /^(utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid)$/i

/** The address without tracking parameters, so that a campaign's visitors share one stored page. */
function withoutTrackingParameters(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart < 0) return url
  const kept = url.slice(queryStart + 1).split('&').filter((pair) => !TRACKING_PARAMETER.test(pair.split('=')[0]!))
  return kept.length ? `${url.slice(0, queryStart)}?${kept.join('&')}` : url.slice(0, queryStart)
}

/** The key under which the request's answer is stored, or undefined when it may differ from the cached document. */
export function storeKey(request: IncomingMessage): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined
  if (NOT_THE_DOCUMENT.some((name) => request.headers[name] !== undefined)) return undefined
  if (request.headers.cookie?.includes(DRAFT_MODE_COOKIE)) return undefined
  return request.url && withoutTrackingParameters(request.url)
}

/** Headers that belong to one answer (or that the sender sets itself), not to the page. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'etag', 'vary'])
/** Cache-Control of a page Next renews only when a tag is revalidated (a year: its "never by time"). */
const RENEWED_BY_TAGS_ONLY = /\bs-maxage=31536000\b/

/** Whether the answer now ending (a cached page, whole) may be stored: Next served it from its cache and renews it by tags only. */
export function isStorable(response: ServerResponse): boolean {
  return (
    response.getHeader('x-nextjs-cache') === 'HIT' &&
    response.getHeader('set-cookie') === undefined &&
    RENEWED_BY_TAGS_ONLY.test(String(response.getHeader('cache-control') ?? ''))
  )
}

/** The page's headers as the response holds them when its body ends, `Vary` with Accept-Encoding when compressed copies vary. */
export function pageHeaders(response: ServerResponse, compressible: boolean): [string, OutgoingHttpHeader][] {
  const headers = Object.entries(response.getHeaders()).filter((entry): entry is [string, OutgoingHttpHeader] => entry[1] !== undefined && !PER_ANSWER.has(entry[0]))
  const vary = [response.getHeader('vary'), compressible ? 'Accept-Encoding' : undefined].flat().filter(Boolean).join(', ')
  return vary ? [...headers, ['vary', vary]] : headers
}

/** Stored answers by key, least recently used first out when their bodies exceed `maxBytes`. */
export function createPageStore(maxBytes: number) {
  const pages = new Map<string, StoredPage>()
  let bytes = 0
  const forget = (key: string) => {
    const page = pages.get(key)
    if (!page) return
    pages.delete(key)
    bytes -= page.body.length
  }
  return {
    /** The answer stored under `key` at `generation`; an answer of an older generation is dropped. */
    find(key: string, generation: string): StoredPage | undefined {
      const page = pages.get(key)
      if (!page) return undefined
      forget(key)
      if (page.generation !== generation) return undefined
      pages.set(key, page) // re-inserted as the most recently used
      bytes += page.body.length
      return page
    },
    remember(key: string, page: StoredPage) {
      forget(key)
      pages.set(key, page)
      bytes += page.body.length
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break
        forget(oldest)
      }
    },
    get size() {
      return pages.size
    },
  }
}

export type PageStore = ReturnType<typeof createPageStore>
