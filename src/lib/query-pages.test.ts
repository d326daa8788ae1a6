import { describe, expect, it } from 'vitest'
import { queryPageRewrite } from './query-pages'

const PAGES = ['/interest-calculator', '/shipment-calculator']

describe('queryPageRewrite', () => {
  it('serves a query page with inputs from the per-request route of its edition', () => {
    expect(queryPageRewrite('/interest-calculator', true, PAGES)).toEqual({ kind: 'rewrite', to: '/en-in/with-query/interest-calculator' })
    expect(queryPageRewrite('/es-mx/shipment-calculator', true, PAGES)).toEqual({ kind: 'rewrite', to: '/es-mx/with-query/shipment-calculator' })
  })

  it('leaves the page without inputs, other pages and the prefixed default edition alone', () => {
    expect(queryPageRewrite('/interest-calculator', false, PAGES)).toBeNull()
    expect(queryPageRewrite('/blogs', true, PAGES)).toBeNull()
    expect(queryPageRewrite('/interest-calculator/x', true, PAGES)).toBeNull()
    expect(queryPageRewrite('/en-in/interest-calculator', true, PAGES)).toBeNull()
  })

  it('blocks the internal address', () => {
    expect(queryPageRewrite('/with-query/interest-calculator', true, PAGES)).toEqual({ kind: 'block', edition: 'en-in' })
    expect(queryPageRewrite('/en-us/with-query/shipment-calculator', false, PAGES)).toEqual({ kind: 'block', edition: 'en-us' })
  })
})
