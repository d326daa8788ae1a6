import { describe, expect, it } from 'vitest'
import { absoluteSiteLink, siteLinkPath } from './site-link-path'

const SITE = 'https://www.northwind.example'

describe('siteLinkPath', () => {
  it('accepts a site path, keeping its query and fragment', () => {
    expect(siteLinkPath('/blogs/export-credit', SITE)).toBe('/blogs/export-credit')
    expect(siteLinkPath(' /es-mx/events?x=1#agenda ', SITE)).toBe('/es-mx/events?x=1#agenda')
  })

  it('accepts an address on the site itself and stores its path', () => {
    expect(siteLinkPath('https://www.northwind.example/en-us/news', SITE)).toBe('/en-us/news')
  })

  it('refuses other hosts, protocol-relative and script addresses', () => {
    for (const link of [
      'https://evil.example/',
      'http://www.northwind.example/blogs',
      '//evil.example/x',
      'javascript:alert(1)',
      'blogs/x',
      '',
      '/a b',
      '/\\evil.example',
    ]) {
      expect(siteLinkPath(link, SITE), link).toBeNull()
    }
  })

  it('makes the stored path absolute for the notification', () => {
    expect(absoluteSiteLink('/blogs/x?y=1', SITE)).toBe('https://www.northwind.example/blogs/x?y=1')
  })
})
