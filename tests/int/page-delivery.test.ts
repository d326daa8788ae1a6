import { describe, expect, it } from 'vitest'
import { rawGet } from '../setup/raw-get'
import { baseUrl } from '../setup/system'
import { NOT_FOUND_PAGE_REQUEST } from '../../scripts/lib/next-workarounds'

const get = (path: string, headers: Record<string, string>) => rawGet(new URL(path, baseUrl()), headers)

describe('delivery of pages by Next on the test server (compress, generateEtags)', () => {
  it('sends the same page compressed to a visitor who accepts gzip, with the usual headers', async () => {
    const identity = await get('/', { 'accept-encoding': 'identity' })
    expect(identity.status).toBe(200)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body).toContain('</html>')
    const gzip = await get('/', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.bytes).toBeLessThan(identity.bytes / 3)
    expect(gzip.body).toBe(identity.body)
    expect(gzip.headers.vary).toMatch(/accept-encoding/i)
    expect(gzip.headers['content-type']).toMatch(/^text\/html/)
    expect(gzip.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(gzip.headers['cache-control']).toBe(identity.headers['cache-control'])
  })

  it('answers 304 to a visitor that holds the current page, and the page to one that holds another', async () => {
    const { headers } = await get('/es-mx', { 'accept-encoding': 'gzip' })
    expect(headers.etag).toMatch(/^"[\w-]+"$/)
    const held = await get('/es-mx', { 'accept-encoding': 'gzip', 'if-none-match': headers.etag! })
    expect([held.status, held.bytes, held.headers.etag]).toEqual([304, 0, headers.etag])
    const other = await get('/es-mx', { 'accept-encoding': 'gzip', 'if-none-match': '"another-version"' })
    expect(other.status).toBe(200)
    expect(other.body).toContain('lang="es')
  })

  it('carries the stylesheet inline: nothing stands between the HTML and the first paint', async () => {
    const { body } = await get('/en-us', { 'accept-encoding': 'gzip' })
    expect(body).toMatch(/<style[^>]*>[^<]{1000,}/)
    expect(body).not.toMatch(/<link[^>]+rel="stylesheet"[^>]+href="\/_next\/static/)
    // Once: not again in the RSC payload (scripts/next-runtime-patch.mjs, vercel/next.js#98084).
    const stylesheet = /<style[^>]*>([\s\S]*?)<\/style>/.exec(body)![1]!
    // A stretch that reads the same in the HTML and in the payload's JSON strings.
    const sample = Array.from({ length: 40 }, (_, i) => stylesheet.slice(i * 1000, i * 1000 + 80)).find((part) => /^[^"\\<>&]{80}$/.test(part))!
    expect(body.split(sample).length - 1).toBe(1)
    // The file stays, for what a client-side navigation links, kept for a year.
    const sheet = await fetch(`${baseUrl()}${/<style[^>]+data-href="(\/_next\/static\/[^"]+\.css)"/.exec(body)![1]}`)
    expect(sheet.status).toBe(200)
    expect(sheet.headers.get('cache-control')).toContain('immutable')
  })
})

// scripts/lib/next-workarounds.ts: fails when a Next upgrade changes what the one wrapper around Next relies on.
describe('the server-rendered 404 page where a page calls notFound() (vercel/next.js#62228)', () => {
  it.each([
    ['/a-page-that-does-not-exist', 'en-IN'],
    ['/es-mx/eventos-que-no-existen', 'es-MX'],
    ['/blogs/no-such-post', 'en-IN'],
    ['/en-us/events/webinar/no-such-event', 'en-US'],
  ])('answers %s with the edition’s 404 page, rendered on the server, compressed or not', async (path, lang) => {
    for (const encoding of ['identity', 'gzip']) {
      const answer = await get(path, { 'accept-encoding': encoding })
      expect(answer.status).toBe(404)
      expect(answer.body).not.toContain('id="__next_error__"')
      expect(answer.body).toContain(`lang="${lang}"`)
      expect(answer.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      if (answer.headers['content-length'] !== undefined) expect(Number(answer.headers['content-length'])).toBe(answer.bytes)
    }
  })

  it('takes the internal request header from no client: a page asked for with it is the page', async () => {
    const page = await get('/es-mx', { 'accept-encoding': 'identity', [NOT_FOUND_PAGE_REQUEST]: '1' })
    expect(page.status).toBe(200)
    expect(page.body).toContain('lang="es-MX"')
  })

  it('answers a HEAD for a missing page with 404 and no body', async () => {
    const response = await fetch(new URL('/blogs/no-such-post', baseUrl()), { method: 'HEAD' })
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('')
  })
})
