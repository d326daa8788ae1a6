import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { DEFAULT_EDITION, isEditionCode } from '@/i18n/editions'
import type { Event } from '@/payload-types'
import { eventCard, resourceLabels } from '../cards'
import { pageOfEvents } from '../event-order'
import { resourceMetadata } from '../metadata'
import { listEvents } from '../queries'
import { hasSection, PAGE_SIZES, RESOURCE_SECTIONS, type EventKind } from '@/lib/routes/resources'
import { CardGrid } from './ResourceCard'
import { ResourceListPage } from './ResourceListPage'
import type { PageFrame } from '@/lib/page-frame'

const SECTION = { event: 'events', webinar: 'webinars' } as const

async function loadList(locale: string, kind: EventKind, page: number) {
  if (!isEditionCode(locale) || !hasSection(locale, SECTION[kind])) return null
  const events = await listEvents(locale, kind)
  const paged = pageOfEvents(events, new Date(), page, PAGE_SIZES.list)
  if (page > Math.max(1, paged.totalPages)) return null
  return { edition: locale, paged, t: await resourceLabels(locale) }
}

export async function eventListMetadata(locale: string, kind: EventKind, page: number): Promise<Metadata> {
  const list = await loadList(locale, kind, page)
  if (!list) return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
  const { edition, t } = list
  const title = t(`sections.${SECTION[kind]}`)
  return resourceMetadata({
    edition,
    path: `/${SECTION[kind]}`,
    page,
    title: page > 1 ? t('list.pageTitle', { title, page }) : title,
    description: t(`intros.${SECTION[kind]}`),
    availableIn: RESOURCE_SECTIONS[SECTION[kind]],
  })
}

/** Events or webinars: upcoming ones first (with registration on their pages), then past ones (with recordings). */
export async function EventListView({ locale, kind, page, Frame }: { locale: string; kind: EventKind; page: number; Frame: PageFrame }) {
  const list = await loadList(locale, kind, page)
  if (!list) notFound()
  const { edition, t, paged } = list
  const section = SECTION[kind]
  const title = t(`sections.${section}`)
  const part = (id: string, heading: string, events: Event[], empty?: string, firstOnScreen = false) => (
    <section aria-labelledby={id} className="mb-12">
      <h2 id={id} className="mb-5 text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {events.length > 0 ? (
        <CardGrid cards={events.map((e) => eventCard(edition, t, e))} firstOnScreen={firstOnScreen} headingLevel={3} />
      ) : (
        <p className="rounded-xl bg-brand-50 p-6 text-muted">{empty}</p>
      )}
    </section>
  )
  return (
    <ResourceListPage
      Frame={Frame}
      edition={edition}
      path={`/${section}`}
      availableIn={RESOURCE_SECTIONS[section]}
      crumbs={[
        { name: t('post.home'), path: '/' },
        { name: title, path: `/${section}` },
      ]}
      title={title}
      intro={t(`intros.${section}`)}
      cards={[]}
      page={page}
      totalPages={paged.totalPages}
    >
      {page === 1 && part('upcoming-heading', t('events.upcoming'), paged.upcoming, t('events.noUpcoming'), true)}
      {paged.past.length > 0 && part('past-heading', t('events.past'), paged.past, undefined, page > 1 || paged.upcoming.length === 0)}
    </ResourceListPage>
  )
}
