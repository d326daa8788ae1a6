import 'server-only'
import { draftMode } from 'next/headers'
import type { Where } from 'payload'
import type { EditionCode } from '@/i18n/editions'
import type { CaseStudy, Category, Event, Post, Video } from '@/payload-types'
import { TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { cachedQuery } from '@/lib/queries/cached'
import { PAGE_SIZES, type EventKind, type PostKind } from '@/lib/routes/resources'

/**
 * Reads of the published resources of an edition, cached under the resources tag. In draft mode (an editor's
 * live preview, opened through /api/preview) the same reads return the latest drafts, uncached.
 */

type ResourceCollection = 'posts' | 'events' | 'videos' | 'case-studies' | 'categories'

type Docs = { posts: Post; events: Event; videos: Video; 'case-studies': CaseStudy; categories: Category }
type FindArgs<C extends keyof Docs> = {
  collection: C
  locale: EditionCode
  where: Where
  page?: number
  limit?: number
  sort?: string
  depth?: number
  pagination?: boolean
}

async function find<C extends keyof Docs>(
  args: FindArgs<C>,
  draft: boolean,
): Promise<{ docs: Docs[C][]; page?: number; totalPages: number; totalDocs: number }> {
  const payload = await getPayloadClient()
  const result = await payload.find({ ...args, draft, overrideAccess: draft, depth: args.depth ?? 1 } as Parameters<typeof payload.find>[0])
  return result as unknown as { docs: Docs[C][]; page?: number; totalPages: number; totalDocs: number }
}

/** A cached read for visitors; the uncached draft read for an editor's preview. */
function resourceQuery<Args extends string[], Result>(name: string, read: (draft: boolean, ...args: Args) => Promise<Result>) {
  const cached = cachedQuery(name, [TAGS.resources], (...args: Args) => read(false, ...args))
  return async (...args: Args): Promise<Result> => ((await draftMode()).isEnabled ? read(true, ...args) : cached(...args))
}

const inEdition = (edition: EditionCode): Where => ({ editions: { contains: edition } })

export type Paged<T> = { docs: T[]; page: number; totalPages: number; totalDocs: number }

function paged<T>(result: { docs: T[]; page?: number; totalPages: number; totalDocs: number }): Paged<T> {
  return { docs: result.docs, page: result.page ?? 1, totalPages: result.totalPages, totalDocs: result.totalDocs }
}

export const listPosts = resourceQuery(
  'resource-posts',
  async (draft, edition: EditionCode, kind: PostKind, page: string, filter: string): Promise<Paged<Post>> => {
    const [field, value] = filter.split(':') as ['category' | 'product' | '', string]
    const extra: Where[] = field === 'category' ? [{ categories: { in: [Number(value)] } }] : field === 'product' ? [{ product: { equals: value } }] : []
    const result = await find(
      {
        collection: 'posts',
        locale: edition,
        where: { and: [inEdition(edition), { kind: { equals: kind } }, ...extra] },
        sort: '-publishedAt',
        page: Number(page),
        limit: kind === 'finsight' ? PAGE_SIZES.finsight : PAGE_SIZES.list,
      },
      draft,
    )
    return paged(result)
  },
)

export const getPost = resourceQuery('resource-post', async (draft, edition: EditionCode, kind: PostKind, slug: string, product: string) => {
  const result = await find(
    {
      collection: 'posts',
      locale: edition,
      where: { and: [inEdition(edition), { kind: { equals: kind } }, { slug: { equals: slug } }, ...(product ? [{ product: { equals: product } }] : [])] },
      limit: 1,
      depth: 2,
    },
    draft,
  )
  return result.docs[0] ?? null
})

/** The newest posts of a kind besides `excludeId`: the related posts of a post that names none. */
export const listLatestPosts = resourceQuery('resource-latest', async (draft, edition: EditionCode, kind: PostKind, excludeId: string, product: string) => {
  const result = await find(
    {
      collection: 'posts',
      locale: edition,
      where: {
        and: [
          inEdition(edition),
          { kind: { equals: kind } },
          { id: { not_equals: Number(excludeId) } },
          ...(product ? [{ product: { equals: product } }] : []),
        ],
      },
      sort: '-publishedAt',
      limit: 3,
    },
    draft,
  )
  return result.docs
})

/** Categories of the edition that hold at least one post of the kind, by name. */
export const listCategories = resourceQuery('resource-categories', async (draft, edition: EditionCode, kind: PostKind) => {
  const payload = await getPayloadClient()
  const [categories, posts] = await Promise.all([
    find({ collection: 'categories', locale: edition, where: inEdition(edition), sort: 'name', pagination: false, depth: 0 }, draft),
    payload.find({
      collection: 'posts',
      locale: edition,
      draft,
      overrideAccess: draft,
      depth: 0,
      pagination: false,
      select: { categories: true },
      where: { and: [inEdition(edition), { kind: { equals: kind } }] },
    }),
  ])
  const used = new Set(posts.docs.flatMap((p) => (p.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))))
  return categories.docs.filter((c) => used.has(c.id)).map(({ id, name, slug }) => ({ id, name, slug }))
})

export const getCategory = resourceQuery('resource-category', async (draft, edition: EditionCode, id: string) => {
  const result = await find(
    { collection: 'categories', locale: edition, where: { and: [inEdition(edition), { id: { equals: Number(id) } }] }, limit: 1, depth: 0 },
    draft,
  )
  return result.docs[0] ?? null
})

/** Every event or webinar of the edition, soonest first (there are dozens, not thousands: the page splits them). */
export const listEvents = resourceQuery('resource-events', async (draft, edition: EditionCode, kind: EventKind) => {
  const result = await find(
    { collection: 'events', locale: edition, where: { and: [inEdition(edition), { kind: { equals: kind } }] }, sort: 'startsAt', pagination: false },
    draft,
  )
  return result.docs
})

export const getEvent = resourceQuery('resource-event', async (draft, edition: EditionCode, kind: EventKind, slug: string) => {
  const result = await find(
    { collection: 'events', locale: edition, where: { and: [inEdition(edition), { kind: { equals: kind } }, { slug: { equals: slug } }] }, limit: 1, depth: 2 },
    draft,
  )
  return result.docs[0] ?? null
})

export const listVideos = resourceQuery('resource-videos', async (draft, edition: EditionCode, page: string) => {
  const result = await find(
    { collection: 'videos', locale: edition, where: inEdition(edition), sort: '-publishedAt', page: Number(page), limit: PAGE_SIZES.list },
    draft,
  )
  return paged(result)
})

export const getVideo = resourceQuery('resource-video', async (draft, edition: EditionCode, slug: string) => {
  const result = await find({ collection: 'videos', locale: edition, where: { and: [inEdition(edition), { slug: { equals: slug } }] }, limit: 1 }, draft)
  return result.docs[0] ?? null
})

export const listCaseStudies = resourceQuery('resource-case-studies', async (draft, edition: EditionCode, page: string) => {
  const result = await find(
    { collection: 'case-studies', locale: edition, where: inEdition(edition), sort: '-publishedAt', page: Number(page), limit: PAGE_SIZES.list },
    draft,
  )
  return paged(result)
})

export const getCaseStudy = resourceQuery('resource-case-study', async (draft, edition: EditionCode, slug: string) => {
  const result = await find({ collection: 'case-studies', locale: edition, where: { and: [inEdition(edition), { slug: { equals: slug } }] }, limit: 1 }, draft)
  return result.docs[0] ?? null
})

/** The item's slug in every edition that publishes it (the country switcher and hreflang alternates). */
export const getSlugsByEdition = resourceQuery('resource-slugs', async (draft, collection: ResourceCollection, id: string) => {
  const payload = await getPayloadClient()
  const doc = (await payload.findByID({
    collection,
    id: Number(id),
    locale: 'all',
    draft,
    // Every edition's slug at once, which visitors may not ask for (locale=all): read here for an item the caller
    // has already read as the visitor, and only the slugs of the editions it is ticked in leave.
    overrideAccess: true,
    depth: 0,
    select: { slug: true, editions: true },
  })) as unknown as { slug?: Partial<Record<EditionCode, string>>; editions?: EditionCode[] }
  const slugs: Partial<Record<EditionCode, string>> = {}
  for (const edition of doc.editions ?? []) {
    const slug = doc.slug?.[edition]
    if (slug) slugs[edition] = slug
  }
  return slugs
})

/** A published event or webinar of the edition by id (its calendar file). */
export const getPublishedEvent = cachedQuery('resource-event-by-id', [TAGS.resources], async (edition: EditionCode, id: string) => {
  const result = await find(
    { collection: 'events', locale: edition, where: { and: [inEdition(edition), { id: { equals: Number(id) } }] }, limit: 1, depth: 0 },
    false,
  )
  return result.docs[0] ?? null
})
