import { describe, expect, it } from 'vitest'
import { rawGet, type RawAnswer } from '../setup/raw-get'
import { baseUrl } from '../setup/system'

const get = (path: string, headers: Record<string, string>) => rawGet(new URL(path, baseUrl()), headers)

/** Asks until the answer is a stored copy (it has a length; on-the-fly compression streams without one). */
async function storedCopy(path: string, acceptEncoding: string): Promise<RawAnswer> {
  for (let i = 0; i < 50; i++) {
    const answer = await get(path, { 'accept-encoding': acceptEncoding })
    if (answer.headers['content-length'] !== undefined && answer.headers['content-encoding'] !== undefined) return answer
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${path} was never answered from a stored ${acceptEncoding} copy`)
}

describe('delivery of cached pages (scripts/lib/cached-page-delivery.ts on the test server)', () => {
  it('sends the same page in every encoding a visitor accepts, from copies compressed once, with the usual headers', async () => {
    const identity = await get('/', { 'accept-encoding': 'identity' })
    expect(identity.status).toBe(200)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body).toContain('</html>')

    const br = await storedCopy('/', 'gzip, deflate, br, zstd')
    const gzip = await storedCopy('/', 'gzip')
    for (const [coding, answer] of [['br', br], ['gzip', gzip]] as const) {
      expect(answer.headers['content-encoding']).toBe(coding)
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes)
      expect(answer.bytes).toBeLessThan(identity.bytes / 3)
      expect(answer.body).toBe(identity.body)
      expect(answer.headers.vary).toMatch(/accept-encoding/i)
      expect(answer.headers['x-nextjs-cache']).toBe('HIT')
      expect(answer.headers['content-type']).toMatch(/^text\/html/)
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(answer.headers['cache-control']).toBe(identity.headers['cache-control'])
      expect(answer.headers.etag).toBe(identity.headers.etag)
    }
    expect(br.bytes).toBeLessThan(gzip.bytes)
  })

  it('answers 304 to a visitor that holds the current page, and the page to one that holds another', async () => {
    const { headers } = await get('/es-mx', { 'accept-encoding': 'gzip' })
    expect(headers.etag).toMatch(/^W\/"[\w-]+"$/)
    const held = await get('/es-mx', { 'accept-encoding': 'gzip', 'if-none-match': headers.etag! })
    expect([held.status, held.bytes, held.headers.etag]).toEqual([304, 0, headers.etag])
    const other = await get('/es-mx', { 'accept-encoding': 'gzip', 'if-none-match': 'W/"another-version"' })
    expect(other.status).toBe(200)
    expect(other.body).toContain('lang="es')
  })

  it('still compresses what does not come from the cache', async () => {
    const missing = await get('/a-page-that-does-not-exist', { 'accept-encoding': 'gzip' })
    expect(missing.status).toBe(404)
    expect(missing.headers['content-encoding']).toBe('gzip')
    expect(missing.body).toContain('</html>')
  })
})
