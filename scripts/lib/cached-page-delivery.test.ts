import http, { type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { rawGet, type RawAnswer } from '../../tests/setup/raw-get'
import { chooseEncoding, createCompressedStore, matchesEntityTag, withCachedPageDelivery } from './cached-page-delivery'
import { createPageStore } from './page-store'

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, as browsers offer them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('deflate')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
  })

  it('follows the weights and refusals of the header', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('identity')).toBe('identity')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*, br;q=0')).toBe('gzip')
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBe('identity')
  })
})

describe('matchesEntityTag', () => {
  it('compares tags weakly, in a list or as *', () => {
    expect(matchesEntityTag('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEntityTag('"x", "abc"', 'W/"abc"')).toBe(true)
    expect(matchesEntityTag('*', 'W/"abc"')).toBe(true)
    expect(matchesEntityTag('W/"abd"', 'W/"abc"')).toBe(false)
    expect(matchesEntityTag(undefined, 'W/"abc"')).toBe(false)
  })
})


let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function serve(listener: RequestListener, path = '/'): Promise<(encoding: string, headers?: Record<string, string>) => Promise<RawAnswer>> {
  server = http.createServer(listener)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return (encoding, headers = {}) => rawGet(new URL(`http://127.0.0.1:${port}${path}`), { 'accept-encoding': encoding, ...headers })
}

const page = (version: number) => `<!doctype html><html><body>${`<p>version ${version} of a cached page</p>`.repeat(200)}</body></html>`

/** Answers as Next does for a page from its cache with generateEtags off: whole, in one `end`, with x-nextjs-cache. */
function cachedPage(current: () => number, cached = true): RequestListener {
  return (_request, response) => {
    const body = page(current())
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    if (cached) response.setHeader('x-nextjs-cache', 'HIT')
    response.setHeader('Content-Length', Buffer.byteLength(body))
    response.end(body)
  }
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(condition()).toBe(true)
}

describe('withCachedPageDelivery', () => {
  it('answers a cached page from a copy compressed once, in the encoding the visitor accepts', async () => {
    const store = createCompressedStore(1024 * 1024)
    const get = await serve(withCachedPageDelivery(cachedPage(() => 1), { store }))

    // The first answer is compressed on the fly (brotli, as the visitor accepts it) while the stored copy is made.
    const first = await get('gzip, br')
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['content-length']).toBeUndefined()
    expect(first.body).toBe(page(1))
    await until(() => store.bytes > 0)

    const stored = await get('gzip, br')
    expect(stored.headers['content-encoding']).toBe('br')
    expect(Number(stored.headers['content-length'])).toBe(stored.bytes)
    expect(stored.bytes).toBeLessThanOrEqual(first.bytes)
    expect(stored.headers.vary).toMatch(/accept-encoding/i)
    expect(stored.headers.etag).toBe(first.headers.etag)
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/)
    expect(stored.body).toBe(page(1))

    const gzipOnly = await get('gzip')
    await until(() => store.bytes > stored.bytes)
    const storedGzip = await get('gzip')
    expect(storedGzip.headers['content-encoding']).toBe('gzip')
    expect(Number(storedGzip.headers['content-length'])).toBe(storedGzip.bytes)
    expect([gzipOnly.body, storedGzip.body]).toEqual([page(1), page(1)])

    const identity = await get('identity')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.headers.vary).toMatch(/accept-encoding/i)
    expect(identity.body).toBe(page(1))
  })

  it('serves the new body as soon as the cache entry changes', async () => {
    const store = createCompressedStore(1024 * 1024)
    let version = 1
    const get = await serve(withCachedPageDelivery(cachedPage(() => version), { store }))
    await get('br, gzip')
    await until(() => store.bytes > 0)
    expect((await get('br, gzip')).body).toBe(page(1))
    const bytesOfFirst = store.bytes
    version = 2
    const next = await get('br, gzip')
    expect(next.body).toBe(page(2))
    await until(() => store.bytes > bytesOfFirst)
    const stored = await get('br, gzip')
    expect([stored.headers['content-encoding'], Number(stored.headers['content-length'])]).toEqual(['br', stored.bytes])
    expect(stored.body).toBe(page(2))
  })

  it('answers 304 to a request that names the current tag, and 200 once the page changed', async () => {
    let version = 1
    const get = await serve(withCachedPageDelivery(cachedPage(() => version), { store: createCompressedStore(1024 * 1024) }))
    const { headers } = await get('br, gzip')
    const revalidated = await get('br, gzip', { 'if-none-match': headers.etag! })
    expect([revalidated.status, revalidated.bytes, revalidated.headers.etag]).toEqual([304, 0, headers.etag])
    version = 2
    const changed = await get('br, gzip', { 'if-none-match': headers.etag! })
    expect([changed.status, changed.body]).toEqual([200, page(2)])
    expect(changed.headers.etag).not.toBe(headers.etag)
  })

  it('stores nothing for an answer that does not come from the cache', async () => {
    const store = createCompressedStore(1024 * 1024)
    const get = await serve(withCachedPageDelivery(cachedPage(() => 1, false), { store }))
    const answers = [await get('gzip, br'), await get('gzip'), await get('br')]
    expect(answers.map((a) => [a.headers['content-encoding'], a.body])).toEqual([
      ['br', page(1)],
      ['gzip', page(1)],
      ['br', page(1)],
    ])
    expect(store.bytes).toBe(0)
    expect(answers[0]!.headers.etag).toBeUndefined()
  })

  it('keeps its copies within the byte budget, dropping the least recently used', async () => {
    const body = (n: number) => () => Buffer.from(`body ${n} `.repeat(100))
    const size = zlib.gzipSync(body(1)(), { level: 9 }).length
    const store = createCompressedStore(Math.floor(size * 1.5))
    store.get('a', 'gzip', body(1))
    await until(() => store.get('a', 'gzip', body(1)) !== undefined)
    store.get('b', 'gzip', body(2))
    await until(() => store.get('b', 'gzip', body(2)) !== undefined)
    expect(store.bytes).toBeLessThanOrEqual(size * 1.5)
    expect(store.get('a', 'gzip', body(1))).toBeUndefined()
  })
})

describe('withCachedPageDelivery with a page store', () => {
  /** Next's cached page (renewed by tags only, as the site's pages are), counting how often Next is asked. */
  function taggedPage(current: () => number, headers: Record<string, string> = {}) {
    const asked = { count: 0 }
    const listener: RequestListener = (_request, response) => {
      asked.count++
      const body = page(current())
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Cache-Control', 's-maxage=31536000')
      response.setHeader('x-nextjs-cache', 'HIT')
      response.setHeader('Content-Security-Policy', "object-src 'none'")
      response.setHeader('Vary', 'rsc')
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
      response.end(body)
    }
    return { asked, listener }
  }

  it('sends a stored page again without asking Next, until the generation moves on', async () => {
    let version = 1
    let generation = 0
    const store = createCompressedStore(1024 * 1024)
    const { asked, listener } = taggedPage(() => version)
    const get = await serve(withCachedPageDelivery(listener, { store, pages: { store: createPageStore(1024 * 1024), generation: () => String(generation) } }), '/export-factoring?x=1')

    const first = await get('br')
    await until(() => store.bytes > 0)
    const again = await get('br')
    const identity = await get('identity')
    const revalidated = await get('br', { 'if-none-match': first.headers.etag! })
    expect(asked.count).toBe(1)
    expect([again.status, again.body, again.headers.etag, again.headers['content-encoding']]).toEqual([200, page(1), first.headers.etag, 'br'])
    expect(Number(again.headers['content-length'])).toBe(again.bytes)
    expect([again.headers['content-security-policy'], again.headers['cache-control'], again.headers.vary]).toEqual(["object-src 'none'", 's-maxage=31536000', 'rsc, Accept-Encoding'])
    expect([identity.body, identity.headers['content-encoding']]).toEqual([page(1), undefined])
    expect([revalidated.status, revalidated.bytes]).toEqual([304, 0])

    version = 2
    expect((await get('br')).body).toBe(page(1))
    generation = 1
    expect((await get('br')).body).toBe(page(2))
    expect((await get('br')).body).toBe(page(2))
    expect(asked.count).toBe(2)
  })

  it('compresses a stored page on the fly while its compressed copies are being made', async () => {
    const { asked, listener } = taggedPage(() => 1)
    const noCopyYet = { get: () => undefined, bytes: 0 } as unknown as ReturnType<typeof createCompressedStore>
    const get = await serve(withCachedPageDelivery(listener, { store: noCopyYet, pages: { store: createPageStore(1024 * 1024), generation: () => '0' } }))
    await get('gzip')
    const stored = await get('gzip')
    expect(asked.count).toBe(1)
    expect([stored.headers['content-encoding'], stored.body]).toEqual(['gzip', page(1)])
    expect(stored.bytes).toBeLessThan(page(1).length / 4)
  })

  it('asks Next for router payloads, draft mode, time-renewed or uncached pages, and when the generation cannot be read', async () => {
    const cases: [ReturnType<typeof taggedPage>, Record<string, string>, (() => string | Promise<string>)?][] = [
      [taggedPage(() => 1), { rsc: '1' }],
      [taggedPage(() => 1), { cookie: 'a=1; __prerender_bypass=xyz' }],
      [taggedPage(() => 1, { 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' }), {}],
      [taggedPage(() => 1, { 'x-nextjs-cache': 'MISS' }), {}],
      [taggedPage(() => 1), {}, () => Promise.reject(new Error('Redis unreachable'))],
    ]
    for (const [{ asked, listener }, headers, generation = () => '0'] of cases) {
      const get = await serve(withCachedPageDelivery(listener, { pages: { store: createPageStore(1024 * 1024), generation } }))
      expect([(await get('gzip', headers)).body, (await get('gzip', headers)).body]).toEqual([page(1), page(1)])
      expect(asked.count).toBe(2)
      await new Promise<void>((resolve) => server!.close(() => resolve()))
      server = undefined
    }
  })
})

describe('createPageStore', () => {
  it('keeps its pages within the byte budget, dropping the least recently used', () => {
    const stored = (n: number) => ({ generation: '0', headers: [], body: Buffer.alloc(100, n), etag: `W/"${n}"`, compressible: false })
    const pages = createPageStore(250)
    pages.remember('/a', stored(1))
    pages.remember('/b', stored(2))
    expect(pages.find('/a', '0')?.etag).toBe('W/"1"')
    pages.remember('/c', stored(3))
    expect([pages.find('/a', '0')?.etag, pages.find('/b', '0'), pages.find('/c', '0')?.etag]).toEqual(['W/"1"', undefined, 'W/"3"'])
    expect(pages.find('/a', '1')).toBeUndefined()
    expect(pages.size).toBe(1)
  })
})
