import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { storeKey } from './page-store'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers }) as unknown as IncomingMessage

describe('storeKey', () => {
  it('is the address without the parameters that only tell analytics where a visitor came from', () => {
    expect(storeKey(request('/export-factoring?utm_source=mail&utm_campaign=q4'))).toBe('/export-factoring')
    expect(storeKey(request('/blogs?gclid=abc&page=2&fbclid=x'))).toBe('/blogs?page=2')
    expect(storeKey(request('/es-mx?UTM_Medium=cpc&msclkid=1&q=café'))).toBe('/es-mx?q=café')
    expect(storeKey(request('/hsn-code?q=utm_source'))).toBe('/hsn-code?q=utm_source')
    expect(storeKey(request('/'))).toBe('/')
  })

  it('is none for what may differ from the cached document', () => {
    expect(storeKey(request('/', {}, 'POST'))).toBeUndefined()
    expect(storeKey(request('/', { rsc: '1' }))).toBeUndefined()
    expect(storeKey(request('/', { range: 'bytes=0-9' }))).toBeUndefined()
    expect(storeKey(request('/', { cookie: 'a=1; __prerender_bypass=x' }))).toBeUndefined()
    expect(storeKey(request('/', {}, 'HEAD'))).toBe('/')
  })
})
