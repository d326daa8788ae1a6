import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { JsonLd } from '@/components/ui/JsonLd'
import { env } from '@/env'
import { DEFAULT_EDITION, editionPath, isEditionCode, type EditionCode } from '@/i18n/editions'
import { getSiteSettings } from '@/lib/queries/site'
import type { CaseStudy, Video } from '@/payload-types'
import { caseStudyCard, resourceLabels, videoCard } from '../cards'
import { resourceMetadata } from '../metadata'
import { listCaseStudies, listVideos } from '../queries'
import { hasSection, RESOURCE_SECTIONS, resourcePaths } from '@/lib/routes/resources'
import { videoListData } from '../structured-data'
import { absoluteUrl } from '../view'
import type { CardView } from './ResourceCard'
import { ResourceListPage } from './ResourceListPage'
import type { PageFrame } from '@/lib/page-frame'

type Labels = Awaited<ReturnType<typeof resourceLabels>>

/** The lists that are simply newest first, 12 a page: videos and case studies. */
const LISTS = {
  videos: {
    messages: 'videos',
    read: (edition: EditionCode, page: number) => listVideos(edition, String(page)),
    card: (edition: EditionCode, t: Labels, doc: unknown) => videoCard(edition, t, doc as Video),
    // Search engines read the page's videos from this, not from the cards.
    structuredData: async (edition: EditionCode, docs: unknown[]) =>
      videoListData(
        edition,
        docs as Video[],
        (video) => absoluteUrl(editionPath(edition, resourcePaths.video(video.slug)), env.SITE_URL),
        (await getSiteSettings(edition)).brandName,
      ),
  },
  'case-studies': {
    messages: 'caseStudies',
    read: (edition: EditionCode, page: number) => listCaseStudies(edition, String(page)),
    card: (edition: EditionCode, t: Labels, doc: unknown) => caseStudyCard(edition, t, doc as CaseStudy),
  },
} as const

type ListName = keyof typeof LISTS

async function loadList(locale: string, name: ListName, page: number) {
  if (!isEditionCode(locale) || !hasSection(locale, name)) return null
  const result = await LISTS[name].read(locale, page)
  if (page > Math.max(1, result.totalPages)) return null
  return { edition: locale, result, t: await resourceLabels(locale) }
}

export async function pagedListMetadata(locale: string, name: ListName, page: number): Promise<Metadata> {
  const list = await loadList(locale, name, page)
  if (!list) return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
  const { edition, t } = list
  const title = t(`sections.${LISTS[name].messages}`)
  return resourceMetadata({
    edition,
    path: `/${name}`,
    page,
    title: page > 1 ? t('list.pageTitle', { title, page }) : title,
    description: t(`intros.${LISTS[name].messages}`),
    availableIn: RESOURCE_SECTIONS[name],
  })
}

export async function PagedListView({ locale, name, page, Frame }: { locale: string; name: ListName; page: number; Frame: PageFrame }) {
  const list = await loadList(locale, name, page)
  if (!list) notFound()
  const { edition, t, result } = list
  const title = t(`sections.${LISTS[name].messages}`)
  const cards: CardView[] = result.docs.map((doc) => LISTS[name].card(edition, t, doc))
  const definition = LISTS[name]
  const structuredData = 'structuredData' in definition && result.docs.length > 0 ? await definition.structuredData(edition, result.docs) : null
  return (
    <ResourceListPage
      Frame={Frame}
      edition={edition}
      path={`/${name}`}
      availableIn={RESOURCE_SECTIONS[name]}
      crumbs={[
        { name: t('post.home'), path: '/' },
        { name: title, path: `/${name}` },
      ]}
      title={title}
      intro={t(`intros.${LISTS[name].messages}`)}
      cards={cards}
      page={page}
      totalPages={result.totalPages}
      featureFirst
      before={structuredData && <JsonLd data={structuredData} />}
    />
  )
}
