import { describe, expect, it } from 'vitest'
import { queryPageRewrite, readsSearchQuery } from './query-pages'

const CALCULATOR = { path: '/interest-calculator', reads: (name: string) => name === 'mode' || name === 'principal' }
const SEARCH = { path: '/resources', reads: readsSearchQuery }
const PAGES = [CALCULATOR, SEARCH]

describe('queryPageRewrite', () => {
  it('serves a query page with a parameter it reads from the per-request route of its edition', () => {
    expect(queryPageRewrite('/interest-calculator', '?mode=emi&principal=1000', PAGES)).toEqual({
      kind: 'rewrite',
      to: '/en-in/with-query/interest-calculator',
      page: CALCULATOR,
    })
    expect(queryPageRewrite('/es-mx/resources', '?utm_source=news&q=carta+de+cr%C3%A9dito', PAGES)).toEqual({
      kind: 'rewrite',
      to: '/es-mx/with-query/resources',
      page: SEARCH,
    })
    expect(queryPageRewrite('/en-us/resources', '?q', PAGES)).toMatchObject({ kind: 'rewrite' })
  })

  it('leaves the page with no parameter it reads, other pages and the prefixed default edition alone', () => {
    expect(queryPageRewrite('/interest-calculator', '', PAGES)).toBeNull()
    expect(queryPageRewrite('/interest-calculator', '?utm_source=newsletter&gclid=x', PAGES)).toBeNull()
    expect(queryPageRewrite('/resources', '?page=%00', PAGES)).toBeNull()
    expect(queryPageRewrite('/resources', '?Q=tea&%71%E0=tea', PAGES)).toBeNull()
    expect(queryPageRewrite('/blogs', '?q=tea', PAGES)).toBeNull()
    expect(queryPageRewrite('/interest-calculator/x', '?mode=emi', PAGES)).toBeNull()
    expect(queryPageRewrite('/en-in/interest-calculator', '?mode=emi', PAGES)).toBeNull()
  })

  it('finds a parameter by its decoded name', () => {
    expect(queryPageRewrite('/resources', '?%71=tea', PAGES)).toMatchObject({ kind: 'rewrite' })
  })

  it('answers a parameter the page reads whose percent-encoding is broken as undecodable, and ignores one it does not read', () => {
    expect(queryPageRewrite('/resources', '?q=%zz', PAGES)).toMatchObject({ kind: 'rewrite' })
    expect(queryPageRewrite('/resources', '?q=%E0%A4%A', PAGES)).toEqual({ kind: 'undecodable', edition: 'en-in' })
    // As Next hands the address to the proxy: the broken escape decoded to U+FFFD and written again.
    expect(queryPageRewrite('/es-mx/interest-calculator', '?mode=emi&principal=%EF%BF%BD%25A', PAGES)).toEqual({ kind: 'undecodable', edition: 'es-mx' })
    expect(queryPageRewrite('/en-us/resources', '?hs=%E0&q=tea', PAGES)).toMatchObject({ kind: 'rewrite' })
  })

  it('blocks the internal address', () => {
    expect(queryPageRewrite('/with-query/interest-calculator', '?mode=emi', PAGES)).toEqual({ kind: 'block', edition: 'en-in' })
    expect(queryPageRewrite('/en-us/with-query/resources', '', PAGES)).toEqual({ kind: 'block', edition: 'en-us' })
  })
})
