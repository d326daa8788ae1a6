import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { searchHts } from '@/features/reference-tools/data/hts'
import { HtsResults } from '@/features/reference-tools/components/HtsResults'
import { Pagination } from '@/features/reference-tools/components/Pagination'
import { ToolFrame } from '@/features/reference-tools/components/ToolFrame'
import { SiteShell } from '@/chrome/shell/SiteShell'
import { ToolSearchForm } from '@/features/reference-tools/components/ToolSearchForm'
import { toolMetadata } from '@/features/reference-tools/metadata'
import { readReferenceState } from '@/features/reference-tools/queries'
import { readToolSearch } from '@/features/reference-tools/search-params'
import { htsCsvHref, REFERENCE_TOOLS, toolEdition, toolSearchHref } from '@/lib/routes/reference-tools'
import { DEFAULT_EDITION, editionPath, isEditionCode } from '@/i18n/editions'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Addresses with a query: the results are the page (`?q=`), rendered per request; the search takes a few milliseconds.
export const dynamic = 'force-dynamic'

const PAGE_SIZE = 50
const PATH = REFERENCE_TOOLS.hts.path

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const edition = toolEdition('hts', locale)
  if (!edition) return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
  const { query } = readToolSearch(await searchParams, PAGE_SIZE)
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools.hts' })
  return toolMetadata(edition, 'hts', { title: t('metaTitle'), description: t('metaDescription'), path: PATH, index: !query })
}

export default async function HtsLookupPage({ params, searchParams }: Props) {
  const { locale } = await params
  const edition = toolEdition('hts', locale)
  if (!edition) notFound()
  setRequestLocale(edition)
  const search = readToolSearch(await searchParams, PAGE_SIZE)
  const [t, state] = await Promise.all([getTranslations({ locale: edition, namespace: 'ReferenceTools' }), readReferenceState(['us-hts'])])
  const result = state.loaded && search.query ? await searchHts(search.query, search) : null
  const revision = state.loaded ? state.versions[0]?.versionLabel : undefined
  return (
    <SiteShell edition={edition} path={PATH} availableIn={REFERENCE_TOOLS.hts.editions} trail={[{ name: t('hts.title'), path: PATH }]}>
      <ToolFrame
        edition={edition}
        title={t('hts.title')}
        intro={
          <>
            <p>{t('hts.intro')}</p>
            {revision && <p className="mt-1 text-base font-semibold text-brand-800">{t('hts.revision', { version: revision })}</p>}
          </>
        }
        state={state}
      >
        <ToolSearchForm
          id="hts-search"
          action={editionPath(edition, PATH)}
          query={search.query}
          labels={{ label: t('hts.searchLabel'), placeholder: t('hts.searchPlaceholder'), hint: t('hts.searchHint'), button: t('common.searchButton') }}
        />
        {result?.ok && (
          <HtsResults
            edition={edition}
            query={search.query}
            result={result}
            csvHref={htsCsvHref(search.query)}
            pagination={
              <Pagination
                edition={edition}
                page={search.page}
                pageSize={PAGE_SIZE}
                total={result.total}
                href={(page) => toolSearchHref('hts', edition, search.query, page)}
              />
            }
          />
        )}
      </ToolFrame>
    </SiteShell>
  )
}
