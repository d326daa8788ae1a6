import { describe, expect, it } from 'vitest'
import { finsightProductOf } from './products'
import { hasSection, pagedHref, parsePageParam, resourcePaths, resourcePrefixes } from './resources'

describe('resource routes', () => {
  it('gives the USA no blogs or news, and finsight only for its offers', () => {
    expect(hasSection('en-us', 'blogs')).toBe(false)
    expect(hasSection('en-us', 'news')).toBe(false)
    expect(resourcePrefixes('en-us')).toEqual(
      expect.arrayContaining(['/events', '/webinars', '/videos', '/case-studies', '/vendor-financing-finsight', '/import-factoring-finsight']),
    )
    expect(resourcePrefixes('en-us')).not.toContain('/export-factoring-finsight')
    expect(resourcePrefixes('es-mx')).toEqual(expect.arrayContaining(['/blogs', '/news', '/export-factoring-finsight', '/import-factoring-finsight']))
    expect(resourcePrefixes('en-in').filter((p) => p.endsWith('-finsight'))).toHaveLength(8)
  })

  it('reads finsight routes only for the eight offers', () => {
    expect(finsightProductOf('export-factoring-finsight')).toBe('export-factoring')
    expect(finsightProductOf('crypto-finsight')).toBeNull()
    expect(finsightProductOf('export-factoring')).toBeNull()
  })

  it('builds addresses of posts, events and categories', () => {
    expect(resourcePaths.post('blog', 'incoterms')).toBe('/blogs/incoterms')
    expect(resourcePaths.post('finsight', 'advance-rate', 'export-factoring')).toBe('/export-factoring-finsight/advance-rate')
    expect(resourcePaths.event('webinar', 'lc-basics')).toBe('/webinars/lc-basics')
    expect(resourcePaths.category('blog', 7, 'gst-and-tax')).toBe('/blogs/category/7/gst-and-tax')
  })

  it('keeps page 1 at the bare address and refuses pages that are not plain positive integers', () => {
    expect(pagedHref('en-in', '/blogs', 1)).toBe('/blogs')
    expect(pagedHref('es-mx', '/blogs', 3)).toBe('/es-mx/blogs?page=3')
    expect(pagedHref('en-us', '/resources', 2, { q: 'lc' })).toBe('/en-us/resources?q=lc&page=2')
    expect(parsePageParam(undefined)).toBe(1)
    expect(parsePageParam('4')).toBe(4)
    for (const bad of ['0', '01', '-1', '2.5', 'abc', '', '9999999']) expect(parsePageParam(bad)).toBeNull()
    expect(parsePageParam(['1', '2'])).toBeNull()
  })
})
