import { describe, expect, it } from 'vitest'
import { finsightRewrite } from './finsight-route'

describe('finsightRewrite', () => {
  it('rewrites finsight lists and posts of every edition to the internal route', () => {
    expect(finsightRewrite('/export-factoring-finsight')).toEqual({ kind: 'rewrite', to: '/en-in/finsight-route/export-factoring' })
    expect(finsightRewrite('/es-mx/import-factoring-finsight/costos')).toEqual({ kind: 'rewrite', to: '/es-mx/finsight-route/import-factoring/costos' })
    expect(finsightRewrite('/en-us/vendor-financing-finsight')).toEqual({ kind: 'rewrite', to: '/en-us/finsight-route/vendor-financing' })
  })

  it('leaves other paths, unknown offers and the prefixed default edition to the locale routing', () => {
    for (const path of ['/', '/blogs', '/crypto-finsight', '/en-in/export-factoring-finsight', '/export-factoring-finsight/a/b', '/export-factoring']) {
      expect(finsightRewrite(path), path).toBeNull()
    }
  })

  it('blocks the internal address', () => {
    expect(finsightRewrite('/finsight-route/export-factoring')).toEqual({ kind: 'block', edition: 'en-in' })
    expect(finsightRewrite('/es-mx/finsight-route/x')).toEqual({ kind: 'block', edition: 'es-mx' })
  })
})
