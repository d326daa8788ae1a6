import { describe, expect, it } from 'vitest'
import { internalRewrite } from './internal-rewrites'

describe('internalRewrite', () => {
  it('rewrites finsight lists and posts of every edition to the internal route', () => {
    expect(internalRewrite('/export-factoring-finsight', null)).toEqual({ kind: 'rewrite', to: '/en-in/finsight-route/export-factoring' })
    expect(internalRewrite('/es-mx/import-factoring-finsight/costos', null)).toEqual({ kind: 'rewrite', to: '/es-mx/finsight-route/import-factoring/costos' })
    expect(internalRewrite('/en-us/vendor-financing-finsight', null)).toEqual({ kind: 'rewrite', to: '/en-us/finsight-route/vendor-financing' })
  })

  it('serves the later pages of every list from the paged route, whatever the page says', () => {
    expect(internalRewrite('/blogs', '2')).toEqual({ kind: 'rewrite', to: '/en-in/paged-list/2/blogs', dropQuery: 'page' })
    expect(internalRewrite('/es-mx/news/category/3/x', '4')).toEqual({ kind: 'rewrite', to: '/es-mx/paged-list/4/news/category/3/x', dropQuery: 'page' })
    expect(internalRewrite('/en-us/vendor-financing-finsight', 'abc')).toEqual({
      kind: 'rewrite',
      to: '/en-us/paged-list/abc/vendor-financing-finsight',
      dropQuery: 'page',
    })
    expect(internalRewrite('/events', 'a/b')).toEqual({ kind: 'rewrite', to: '/en-in/paged-list/a%2Fb/events', dropQuery: 'page' })
    expect(internalRewrite('/es-mx/blogs', '1')).toEqual({ kind: 'redirect', dropQuery: 'page' })
    expect(internalRewrite('/blogs/a-post', '2')).toBeNull()
    expect(internalRewrite('/resources', '2')).toBeNull()
  })

  it('leaves other paths, unknown offers and the prefixed default edition to the locale routing', () => {
    for (const path of ['/', '/blogs', '/crypto-finsight', '/en-in/export-factoring-finsight', '/export-factoring-finsight/a/b', '/export-factoring']) {
      expect(internalRewrite(path, null), path).toBeNull()
    }
    expect(internalRewrite('/en-in/blogs', '2')).toBeNull()
  })

  it('blocks the internal addresses', () => {
    expect(internalRewrite('/finsight-route/export-factoring', null)).toEqual({ kind: 'block', edition: 'en-in' })
    expect(internalRewrite('/es-mx/paged-list/2/blogs', null)).toEqual({ kind: 'block', edition: 'es-mx' })
  })
})
