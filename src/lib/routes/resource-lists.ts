import { finsightProductOf, type ProductKey } from '@/lib/routes/products'

/**
 * The resource lists, read from a path inside an edition: the proxy uses it to serve `?page=n` from the
 * cached internal route of list pages, and that route to know which list to render.
 */
export type ListTarget =
  | { kind: 'blog' | 'news'; categoryId?: string; categorySlug?: string }
  | { kind: 'finsight'; product: ProductKey }
  | { kind: 'event' | 'webinar' }
  | { kind: 'videos' | 'case-studies' }

const SECTION_KINDS = { blogs: 'blog', news: 'news', events: 'event', webinars: 'webinar', videos: 'videos', 'case-studies': 'case-studies' } as const

export function listTargetOf(segments: readonly string[]): ListTarget | null {
  const [first = '', ...rest] = segments
  if (rest.length === 0) {
    if (first in SECTION_KINDS) return { kind: SECTION_KINDS[first as keyof typeof SECTION_KINDS] } as ListTarget
    const product = finsightProductOf(first)
    return product ? { kind: 'finsight', product } : null
  }
  if ((first === 'blogs' || first === 'news') && rest.length === 3 && rest[0] === 'category') {
    return { kind: first === 'blogs' ? 'blog' : 'news', categoryId: rest[1], categorySlug: rest[2] }
  }
  return null
}
