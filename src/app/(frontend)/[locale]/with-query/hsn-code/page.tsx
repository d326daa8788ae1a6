import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { searchHsn } from '@/features/reference-tools/data/hsn'
import { HsnResults } from '@/features/reference-tools/components/HsnResults'
import { HsnSearchBox } from '@/features/reference-tools/components/HsnSearchBox.client'
import { Pagination } from '@/features/reference-tools/components/Pagination'
import { SectionBrowser } from '@/features/reference-tools/components/SectionBrowser'
import { ToolFrame } from '@/features/reference-tools/components/ToolFrame'
import { SiteShell } from '@/chrome/shell/SiteShell'
import { toolMetadata } from '@/features/reference-tools/metadata'
import { getCachedSections, readReferenceState } from '@/features/reference-tools/queries'
import { readToolSearch } from '@/features/reference-tools/search-params'
import { REFERENCE_TOOLS, toolEdition, toolSearchHref } from '@/lib/routes/reference-tools'
import { DEFAULT_EDITION, editionPath, isEditionCode } from '@/i18n/editions'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Addresses with a query (the no-script search reads ?q=), rendered per request; the section list comes from the data cache.
export const dynamic = 'force-dynamic'

const PAGE_SIZE = 50
const PATH = REFERENCE_TOOLS.hsn.path

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const edition = toolEdition('hsn', locale)
  if (!edition) return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
  const { query } = readToolSearch(await searchParams, PAGE_SIZE)
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools.hsn' })
  return toolMetadata(edition, 'hsn', { title: t('metaTitle'), description: t('metaDescription'), path: PATH, index: !query })
}

export default async function HsnFinderPage({ params, searchParams }: Props) {
  const { locale } = await params
  const edition = toolEdition('hsn', locale)
  if (!edition) notFound()
  setRequestLocale(edition)
  const search = readToolSearch(await searchParams, PAGE_SIZE)
  const [t, state] = await Promise.all([getTranslations({ locale: edition, namespace: 'ReferenceTools' }), readReferenceState(['india-hsn', 'hs2022'])])
  const [result, browse] = state.loaded
    ? await Promise.all([search.query ? searchHsn(search.query, search) : null, getCachedSections(state.key)])
    : [null, null]
  return (
    <SiteShell edition={edition} path={PATH} availableIn={REFERENCE_TOOLS.hsn.editions} trail={[{ name: t('hsn.title'), path: PATH }]}>
      <ToolFrame edition={edition} title={t('hsn.title')} intro={<p>{t('hsn.intro')}</p>} state={state}>
        <HsnSearchBox
          finderPath={editionPath(edition, PATH)}
          initialQuery={search.query}
          labels={{
            label: t('hsn.searchLabel'),
            placeholder: t('hsn.searchPlaceholder'),
            hint: t('hsn.searchHint'),
            button: t('common.searchButton'),
            suggestions: t('hsn.suggestions'),
            searching: t('hsn.searching'),
            noSuggestions: t('hsn.noSuggestions'),
            legacy: t('common.legacy'),
            chapter: t('hsn.levels.chapter'),
          }}
        />
        {result?.ok && (
          <HsnResults
            edition={edition}
            query={search.query}
            result={result}
            pagination={
              <Pagination
                edition={edition}
                page={search.page}
                pageSize={PAGE_SIZE}
                total={result.total}
                href={(page) => toolSearchHref('hsn', edition, search.query, page)}
              />
            }
          />
        )}
        {browse && <SectionBrowser edition={edition} sections={browse.sections} otherChapters={browse.otherChapters} />}
      </ToolFrame>
    </SiteShell>
  )
}
