import { describe, expect, it } from 'vitest'
import { familiesOf, routeFamily } from './route-family'

const families = familiesOf([
  '/[locale]/[[...slug]]',
  '/[locale]/blogs/[slug]',
  '/[locale]/hsn-code',
  '/api/[...slug]',
  '/api/otp',
  '/api/hsn/search',
  '/readyz',
  '/_not-found',
  '/admin/[[...segments]]',
])

describe('route families', () => {
  it('are the first fixed segments of the routes', () => {
    expect([...families].sort()).toEqual(['admin', 'api/hsn', 'api/otp', 'blogs', 'hsn-code', 'readyz'])
  })

  it('put every address in one of them, so a client cannot make up new ones', () => {
    expect(routeFamily('/blogs/a-post?x=1', families)).toBe('blogs')
    expect(routeFamily('/es-mx/hsn-code', families)).toBe('hsn-code')
    expect(routeFamily('/api/hsn/search?q=fish', families)).toBe('api/hsn')
    expect(routeFamily('/api/users/login', families)).toBe('api/payload')
    expect(routeFamily('/api/made-up-1234', families)).toBe('api/payload')
    expect(routeFamily('/_next/static/chunks/a.js', families)).toBe('static')
    expect(routeFamily('/_next/image', families)).toBe('next')
    expect(routeFamily('/admin/collections/leads', families)).toBe('admin')
    expect(routeFamily('/readyz', families)).toBe('readyz')
    expect(routeFamily('/export-factoring', families)).toBe('page')
    expect(routeFamily('/en-us/made-up-page-5678', families)).toBe('page')
    expect(routeFamily('//', families)).toBe('page')
  })
})
