import type { ReactNode } from 'react'
import type { PageFrame } from '@/lib/page-frame'
import { Container } from '@/components/ui/Container'
import { Pagination } from '@/components/ui/Pagination'
import { editionPath, type EditionCode } from '@/i18n/editions'
import type { Crumb } from '@/lib/structured-data'
import { resourceLabels } from '../cards'
import { pagedHref } from '@/lib/routes/resources'
import { Breadcrumbs } from './Breadcrumbs'
import { CardGrid, type CardView } from './ResourceCard'
import { SearchBox } from './SearchBox'

type Chip = { name: string; path: string; current: boolean }

type Props = {
  Frame: PageFrame
  edition: EditionCode
  /** The list's path inside the edition (page 1). */
  path: string
  availableIn: readonly EditionCode[]
  /** The list's path in other editions where it differs (a category's slug there). */
  alternatePaths?: Partial<Record<EditionCode, string>>
  crumbs: Crumb[]
  title: string
  intro: string
  cards: CardView[]
  page: number
  totalPages: number
  /** The first card of the first page is shown large. */
  featureFirst?: boolean
  chips?: Chip[]
  feeds?: { rss: string; atom: string }
  query?: Record<string, string>
  /** Shown above the cards (search results count, event section headings). */
  before?: ReactNode
  children?: ReactNode
}

/** A server-rendered list of resources with numbered pagination that works without script. */
export async function ResourceListPage(props: Props) {
  const { Frame, edition, path, page, totalPages } = props
  const t = await resourceLabels(edition)
  const href = (p: number) => pagedHref(edition, path, p, props.query)
  return (
    <Frame edition={edition} path={path} availableIn={props.availableIn} alternatePaths={props.alternatePaths}>
      {page > 1 && <link rel="prev" href={href(page - 1)} />}
      {page < totalPages && <link rel="next" href={href(page + 1)} />}
      <Container className="py-10 sm:py-14">
        <Breadcrumbs edition={edition} crumbs={props.crumbs} label={t('post.breadcrumb')} />
        <div className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div className="max-w-3xl">
            <h1 className="text-4xl font-bold tracking-tight text-brand-900">{props.title}</h1>
            <p className="mt-3 text-lg text-muted">{props.intro}</p>
          </div>
          <SearchBox
            edition={edition}
            query={props.query?.q}
            labels={{ label: t('search.label'), placeholder: t('search.placeholder'), button: t('search.button') }}
          />
        </div>
        {!!props.chips?.length && (
          <nav aria-label={t('list.categories')} className="-mx-4 mt-8 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <ul className="flex gap-2 pb-1 sm:flex-wrap">
              {props.chips.map((chip) => (
                <li key={chip.path}>
                  <a
                    href={editionPath(edition, chip.path)}
                    aria-current={chip.current ? 'page' : undefined}
                    className={`inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold ${chip.current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-brand-800 hover:bg-brand-50'}`}
                  >
                    {chip.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="mt-8">
          {props.before}
          {props.cards.length > 0 ? (
            <CardGrid cards={props.cards} featureFirst={props.featureFirst && page === 1} firstOnScreen />
          ) : (
            !props.children && <p className="rounded-xl bg-brand-50 p-6 text-muted">{t('list.empty')}</p>
          )}
          {props.children}
        </div>
        <Pagination
          page={page}
          pages={totalPages}
          href={href}
          labels={{
            nav: t('pagination.label'),
            previous: t('pagination.previous'),
            next: t('pagination.next'),
            page: (p) => t('pagination.page', { page: p }),
          }}
        />
        {props.feeds && (
          <p className="mt-10 flex flex-wrap gap-4 text-sm">
            <span className="font-semibold text-slate-700">{t('list.feeds')}:</span>
            <a href={props.feeds.rss} className="text-brand-700 underline">
              {t('list.rss')}
            </a>
            <a href={props.feeds.atom} className="text-brand-700 underline">
              {t('list.atom')}
            </a>
          </p>
        )}
      </Container>
    </Frame>
  )
}
