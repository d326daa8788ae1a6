import { describe, expect, it } from 'vitest'
import { LruCache } from './lru-cache'

describe('LruCache', () => {
  const cache = () => new LruCache<string>(10, (v) => v.length)

  it('returns what was stored', () => {
    const c = cache()
    c.set('a', 'xyz')
    expect(c.get('a')).toBe('xyz')
    expect(c.get('b')).toBeUndefined()
  })

  it('drops the least recently used entries when the size would exceed the limit', () => {
    const c = cache()
    c.set('a', 'aaaa')
    c.set('b', 'bbbb')
    c.get('a')
    c.set('c', 'cccc')
    expect(c.get('b')).toBeUndefined()
    expect(c.get('a')).toBe('aaaa')
    expect(c.get('c')).toBe('cccc')
  })

  it('replaces an entry under the same key and never keeps a value larger than the limit', () => {
    const c = cache()
    c.set('a', 'aaaa')
    c.set('a', 'aaaaaaaa')
    c.set('b', 'bb')
    expect(c.get('a')).toBe('aaaaaaaa')
    c.set('huge', 'x'.repeat(11))
    expect(c.get('huge')).toBeUndefined()
    expect(c.get('b')).toBe('bb')
  })
})
