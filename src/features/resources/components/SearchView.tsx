import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { TrackEvent } from '@/components/TrackEvent.client'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { DEFAULT_EDITION, editionPath, formatDate, isEditionCode, type EditionCode } from '@/i18n/editions'
import { getPayloadClient } from '@/lib/payload'
import { resourceLabels } from '../cards'
import { resourceMetadata } from '../metadata'
import type { ProductKey } from '@/lib/routes/products'
import { hasSection, parsePageParam, PAGE_SIZES, resourcePaths, RESOURCE_SECTIONS } from '@/lib/routes/resources'
import { readSearchQuery, SEARCH_MAX_LENGTH } from '../search-query'
import { searchResources, type SearchHit } from '../search'
import { mediaOf, type MediaView } from '../view'
import type { CardView } from './ResourceCard'
import { ResourceListPage } from './ResourceListPage'
import type { PageFrame } from '@/lib/page-frame'

type SearchParams = Record<string, string | string[] | undefined>

function hitPath(hit: SearchHit): string {
  if (hit.type === 'post') return resourcePaths.post(hit.kind as 'blog' | 'news' | 'finsight', hit.slug, hit.product as ProductKey | null)
  if (hit.type === 'event') return resourcePaths.event(hit.kind as 'event' | 'webinar', hit.slug)
  if (hit.type === 'video') return resourcePaths.video(hit.slug)
  return resourcePaths.caseStudy(hit.slug)
}

async function coversOf(edition: EditionCode, hits: SearchHit[]): Promise<Map<number, MediaView>> {
  const ids = [...new Set(hits.map((h) => h.coverId).filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const payload = await getPayloadClient()
  const media = await payload.find({ collection: 'media', locale: edition, where: { id: { in: ids } }, pagination: false, depth: 0, overrideAccess: false })
  return new Map(media.docs.flatMap((doc) => (mediaOf(doc) ? [[doc.id as number, mediaOf(doc) as MediaView]] : [])))
}

export async function searchMetadata(locale: string): Promise<Metadata> {
  if (!isEditionCode(locale)) return notFoundMetadata(DEFAULT_EDITION)
  const t = await resourceLabels(locale)
  return resourceMetadata({
    edition: locale,
    path: resourcePaths.search,
    title: t('search.title'),
    description: t('intros.resources'),
    availableIn: RESOURCE_SECTIONS.resources,
    index: false,
  })
}

/** Full-text search across the edition's resources: a plain GET form, server-rendered results, numbered pages. */
export async function SearchView({ locale, searchParams, Frame }: { locale: string; searchParams: SearchParams; Frame: PageFrame }) {
  if (!isEditionCode(locale) || !hasSection(locale, 'resources')) notFound()
  const edition = locale
  const page = parsePageParam(searchParams.page)
  if (page === null) notFound()
  const t = await resourceLabels(edition)
  const read = readSearchQuery(searchParams.q)
  const query = read.ok ? read.query : ''
  const result = query ? await searchResources(edition, query, page) : { hits: [], total: 0 }
  const totalPages = Math.ceil(result.total / PAGE_SIZES.list)
  if (query && page > Math.max(1, totalPages)) notFound()
  const covers = await coversOf(edition, result.hits)
  const cards: CardView[] = result.hits.map((hit) => ({
    key: `${hit.type}-${hit.id}`,
    href: editionPath(edition, hitPath(hit)),
    title: hit.title,
    excerpt: hit.excerpt,
    cover: (hit.coverId !== null && covers.get(hit.coverId)) || null,
    label: t(`kinds.${hit.kind === 'video' || hit.kind === 'case-study' ? hit.kind : (hit.kind as 'blog')}`),
    meta: formatDate(edition, hit.date),
  }))
  const status = !read.ok ? t('search.tooLong', { max: SEARCH_MAX_LENGTH }) : query ? t('search.results', { count: result.total, query }) : null
  return (
    <ResourceListPage
      Frame={Frame}
      edition={edition}
      path={resourcePaths.search}
      availableIn={RESOURCE_SECTIONS.resources}
      crumbs={[
        { name: t('post.home'), path: '/' },
        { name: t('search.title'), path: resourcePaths.search },
      ]}
      title={t('search.title')}
      intro={t('intros.resources')}
      cards={cards}
      page={page}
      totalPages={totalPages}
      query={query ? { q: query } : undefined}
      before={
        status && (
          <p role="status" className="mb-6 text-lg font-semibold text-ink">
            {status}
          </p>
        )
      }
    >
      {query && <TrackEvent track={{ event: 'form_submit', edition, form_type: 'resource_search' }} />}
      {query && result.total === 0 && <p className="rounded-xl bg-brand-50 p-6 text-muted">{t('search.noResults')}</p>}
    </ResourceListPage>
  )
}
