import { describe, expect, it } from 'vitest'
import { listTargetOf } from './resource-lists'

describe('listTargetOf', () => {
  it('reads every kind of resource list', () => {
    expect(listTargetOf(['blogs'])).toEqual({ kind: 'blog' })
    expect(listTargetOf(['news', 'category', '4', 'company-news'])).toEqual({ kind: 'news', categoryId: '4', categorySlug: 'company-news' })
    expect(listTargetOf(['webinars'])).toEqual({ kind: 'webinar' })
    expect(listTargetOf(['case-studies'])).toEqual({ kind: 'case-studies' })
    expect(listTargetOf(['import-factoring-finsight'])).toEqual({ kind: 'finsight', product: 'import-factoring' })
  })

  it('is null for items and other pages', () => {
    for (const segments of [[], ['blogs', 'some-post'], ['events', 'category', '1', 'x'], ['contact-us'], ['resources'], ['blogs', 'category', '1']]) {
      expect(listTargetOf(segments), segments.join('/')).toBeNull()
    }
  })
})
