import { describe, expect, it } from 'vitest'
import { heldByCaller } from './conditional-request'

const validators = { etag: 'W/"1f4-18c"', 'last-modified': 'Mon, 30 Nov 2026 08:00:00 GMT' }
const asking = (headers: Record<string, string>) => new Request('http://site.test/api/media/file/a.png', { headers })

describe('heldByCaller', () => {
  it('holds when If-None-Match names the entity tag, weakly compared, in a list or as *', () => {
    expect(heldByCaller(asking({ 'if-none-match': 'W/"1f4-18c"' }), validators)).toBe(true)
    expect(heldByCaller(asking({ 'if-none-match': '"1f4-18c"' }), validators)).toBe(true)
    expect(heldByCaller(asking({ 'if-none-match': '"other", W/"1f4-18c"' }), validators)).toBe(true)
    expect(heldByCaller(asking({ 'if-none-match': '*' }), validators)).toBe(true)
  })

  it('does not hold for another tag, even when If-Modified-Since alone would', () => {
    expect(heldByCaller(asking({ 'if-none-match': '"1f4-18d"' }), validators)).toBe(false)
    expect(heldByCaller(asking({ 'if-none-match': '"1f4-18d"', 'if-modified-since': 'Tue, 01 Dec 2026 00:00:00 GMT' }), validators)).toBe(false)
  })

  it('holds by date only when the copy is no older than the last change', () => {
    expect(heldByCaller(asking({ 'if-modified-since': 'Mon, 30 Nov 2026 08:00:00 GMT' }), validators)).toBe(true)
    expect(heldByCaller(asking({ 'if-modified-since': 'Mon, 30 Nov 2026 07:59:59 GMT' }), validators)).toBe(false)
    expect(heldByCaller(asking({ 'if-modified-since': 'not a date' }), validators)).toBe(false)
  })

  it('does not hold for an unconditional request', () => {
    expect(heldByCaller(asking({}), validators)).toBe(false)
    expect(heldByCaller(asking({ 'cache-control': 'no-cache' }), validators)).toBe(false)
  })

  it('holds when the caller also says no-cache, as fetch() does with every conditional request: the origin is validating', () => {
    expect(heldByCaller(asking({ 'if-none-match': 'W/"1f4-18c"', 'cache-control': 'no-cache' }), validators)).toBe(true)
  })
})
