import { getTranslations } from 'next-intl/server'
import type { HsnSearchResult } from '@/features/reference-tools/data/hsn'
import { TrackEvent } from '@/components/TrackEvent.client'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { chapterGroupLabel, groupByChapter } from '../highlight'
import { hsnCodePath } from '@/lib/routes/reference-tools'
import { Corrections } from './Corrections'
import { HsnHitText } from './HsnHitText'

type Props = { edition: EditionCode; query: string; result: HsnSearchResult; pagination: React.ReactNode }

/** Server-rendered results of a finder search (`?q=`), grouped by chapter, matched words highlighted. */
export async function HsnResults({ edition, query, result, pagination }: Props) {
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools' })
  return (
    <section aria-labelledby="hsn-results" className="mt-10">
      <h2 id="hsn-results" className="text-2xl font-bold text-brand-900">
        {t('hsn.resultsHeading')}
      </h2>
      <p className="mt-2 text-muted">{t('hsn.results', { total: result.total, query })}</p>
      <TrackEvent track={{ event: 'tool_search', edition, tool: 'hsn', result_count: result.total }} />
      <Corrections edition={edition} corrections={result.corrections} />
      {groupByChapter(result.items).map((group) => (
        <section key={group.chapter} aria-labelledby={`hsn-chapter-${group.chapter}`} className="mt-6">
          <h3 id={`hsn-chapter-${group.chapter}`} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
            {chapterGroupLabel(t('hsn.levels.chapter'), group.chapter, group.hits[0]?.chapterDescription ?? null)}
          </h3>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {group.hits.map((hit) => (
              <li key={hit.code}>
                <a href={editionPath(edition, hsnCodePath(hit.code))} className="block px-4 py-3 hover:bg-brand-50">
                  <HsnHitText hit={hit} legacyLabel={t('common.legacy')} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {pagination}
    </section>
  )
}
