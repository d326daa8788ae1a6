import { describe, expect, it } from 'vitest'
import { bodySizeRefusal, readableSize } from './body-limit'

describe('bodySizeRefusal', () => {
  it('lets a body within its limit, or no body at all, through', () => {
    expect(bodySizeRefusal(new Headers({ 'content-length': '1024' }), 1024)).toBeUndefined()
    expect(bodySizeRefusal(new Headers(), 1024)).toBeUndefined()
  })

  it('refuses a declared size over the limit with 413', () => {
    expect(bodySizeRefusal(new Headers({ 'content-length': '1025' }), 1024)).toBe(413)
  })

  it('refuses a body of undeclared size (chunked) with 411', () => {
    expect(bodySizeRefusal(new Headers({ 'transfer-encoding': 'chunked' }), 1024)).toBe(411)
  })
})

describe('readableSize', () => {
  it('reads in KB below a megabyte and in MB above', () => {
    expect(readableSize(100)).toBe('1 KB')
    expect(readableSize(128 * 1024)).toBe('128 KB')
    expect(readableSize(10 * 1024 * 1024)).toBe('10 MB')
    expect(readableSize(2.5 * 1024 * 1024)).toBe('2.5 MB')
  })
})
