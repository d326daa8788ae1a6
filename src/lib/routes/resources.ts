import { editionPath, type EditionCode } from '@/i18n/editions'
import { finsightPath, PRODUCTS, type ProductKey } from './products'
import { withQuery } from './with-query'

/** The resource sections, the editions that carry each, and the address of every resource. */

export const RESOURCE_SECTIONS = {
  blogs: ['en-in', 'es-mx'],
  news: ['en-in', 'es-mx'],
  events: ['en-in', 'es-mx', 'en-us'],
  webinars: ['en-in', 'es-mx', 'en-us'],
  videos: ['en-in', 'es-mx', 'en-us'],
  'case-studies': ['en-in', 'es-mx', 'en-us'],
  resources: ['en-in', 'es-mx', 'en-us'],
} as const satisfies Record<string, readonly EditionCode[]>

export type ResourceSection = keyof typeof RESOURCE_SECTIONS

/** A section's list inside an edition: /blogs, /events, /case-studies... */
export const sectionPath = (section: ResourceSection) => `/${section}`

export const PAGE_SIZES = { list: 12, finsight: 20 } as const

export function hasSection(edition: EditionCode, section: ResourceSection): boolean {
  return (RESOURCE_SECTIONS[section] as readonly EditionCode[]).includes(edition)
}

export function hasFinsight(edition: EditionCode, product: ProductKey): boolean {
  return (PRODUCTS.find((p) => p.key === product)?.finsightEditions as readonly EditionCode[] | undefined)?.includes(edition) ?? false
}

/** Route prefixes the resources serve in an edition (the menus show links to them). */
export function resourcePrefixes(edition: EditionCode): string[] {
  const sections = (Object.keys(RESOURCE_SECTIONS) as ResourceSection[]).filter((s) => hasSection(edition, s)).map(sectionPath)
  const finsight = PRODUCTS.filter((p) => hasFinsight(edition, p.key)).map((p) => finsightPath(p.key))
  return [...sections, ...finsight]
}

export type PostKind = 'blog' | 'news' | 'finsight'
export type EventKind = 'event' | 'webinar'

/** The list a post kind belongs to: /blogs, /news or /{product}-finsight. */
export function postListPath(kind: PostKind, product?: ProductKey | null): string {
  if (kind === 'finsight') {
    if (!product) throw new Error('A finsight post needs its product')
    return finsightPath(product)
  }
  return sectionPath(kind === 'blog' ? 'blogs' : 'news')
}

export const resourcePaths = {
  post: (kind: PostKind, slug: string, product?: ProductKey | null) => `${postListPath(kind, product)}/${slug}`,
  event: (kind: EventKind, slug: string) => `${sectionPath(kind === 'event' ? 'events' : 'webinars')}/${slug}`,
  video: (slug: string) => `${sectionPath('videos')}/${slug}`,
  caseStudy: (slug: string) => `${sectionPath('case-studies')}/${slug}`,
  category: (kind: 'blog' | 'news', id: number, slug: string) => `${postListPath(kind)}/category/${id}/${slug}`,
  search: sectionPath('resources'),
} as const

/**
 * The address of a list page in an edition: `?page=n` for pages after the first (page 1 is the bare list
 * address, its canonical form), after any other query.
 */
export function pagedHref(edition: EditionCode, path: string, page: number, query?: Record<string, string>): string {
  return withQuery(editionPath(edition, path), { ...query, page: page > 1 ? page : undefined })
}

/**
 * The page number from `?page=`: 1 when absent; null (the caller answers 404) when it is not a plain positive
 * integer, so that `?page=0`, `?page=2.5` or `?page=abc` are not another address of some page.
 */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1
  if (Array.isArray(value) || !/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}
