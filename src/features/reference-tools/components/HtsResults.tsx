import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { HtsSearchResult } from '@/features/reference-tools/data/hts'
import { TrackEvent } from '@/components/TrackEvent.client'
import type { EditionCode } from '@/i18n/editions'
import { toolSearchHref } from '@/lib/routes/reference-tools'
import { groupByPath } from '../group-by-path'
import { Corrections } from './Corrections'
import { Highlighted } from './Highlighted'

type Props = { edition: EditionCode; query: string; result: HtsSearchResult; csvHref: string; pagination: ReactNode }

/** Indentation of a line by its level in the schedule, capped so deep lines stay readable on a phone. */
function indentStyle(indent: number) {
  return { paddingLeft: `${Math.min(indent, 6) * 0.75}rem` }
}

/** Below md the table reads as one card per line: cells stacked, each rate with its column's name. */
const CELL = 'px-3 py-2 wrap-anywhere max-md:block max-md:px-0 max-md:py-0.5 max-md:empty:hidden'
const LABELLED_CELL = `${CELL} max-md:before:mr-1 max-md:before:font-sans max-md:before:font-semibold max-md:before:text-slate-700 max-md:before:content-[attr(data-label)_":"]`

/**
 * HTS search results as the schedule shows them: indented lines with stat suffix, unit, General, Special
 * and Column 2 rates; inherited rates marked; a warning with links where a footnote points into Chapter 99.
 */
export async function HtsResults({ edition, query, result, csvHref, pagination }: Props) {
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools' })
  const anyInherited = result.items.some((line) => line.ratesInherited)
  // A word search finds lines under many headings: each run of lines under one heading shows its path once.
  const groups = result.kind === 'text' ? groupByPath(result.items) : [{ path: [], lines: result.items }]
  const rate = (value: string | null, inherited: boolean) =>
    value && inherited ? (
      <span className="italic" title={t('hts.inherited')}>
        {value}
        <span aria-hidden="true">*</span>
        <span className="sr-only"> ({t('hts.inherited')})</span>
      </span>
    ) : (
      value
    )
  return (
    <section aria-labelledby="hts-results" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="hts-results" className="text-2xl font-bold text-brand-900">
          {t('hts.resultsHeading')}
        </h2>
        {result.total > 0 && (
          <a
            href={csvHref}
            download
            data-download-type="hts_csv"
            className="rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('hts.download')}
          </a>
        )}
      </div>
      <p className="mt-2 text-muted">{t('hts.results', { total: result.total, query })}</p>
      <TrackEvent track={{ event: 'tool_search', edition, tool: 'hts', result_count: result.total }} />
      <Corrections edition={edition} corrections={result.corrections} />
      {result.items.length > 0 && (
        <div className="mt-4 rounded-lg border border-slate-200 md:overflow-x-auto">
          {/* Explicit roles: some browsers drop table semantics once rows are display: block. */}
          <table role="table" className="w-full text-left text-sm max-md:block md:min-w-[56rem]">
            <thead role="rowgroup" className="bg-slate-100 text-xs uppercase tracking-wide text-slate-700 max-md:hidden">
              <tr role="row">
                <th scope="col" role="columnheader" className="px-3 py-2">
                  {t('hts.columns.number')}
                </th>
                <th scope="col" role="columnheader" className="px-3 py-2">
                  {t('hts.columns.suffix')}
                </th>
                <th scope="col" role="columnheader" className="px-3 py-2">
                  {t('hts.columns.description')}
                </th>
                <th scope="col" role="columnheader" className="px-3 py-2">
                  {t('hts.columns.unit')}
                </th>
                <th scope="col" role="columnheader" className="px-3 py-2">
                  {t('hts.columns.general')}
                </th>
                <th scope="col" role="columnheader" className="px-3 py-2">
                  {t('hts.columns.special')}
                </th>
                <th scope="col" role="columnheader" className="px-3 py-2">
                  {t('hts.columns.column2')}
                </th>
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody
                key={group.lines[0]!.id}
                role="rowgroup"
                className="divide-y divide-slate-200 border-t border-slate-200 align-top first-of-type:border-t-0 max-md:block"
              >
                {group.path.length > 0 && (
                  <tr role="row" className="max-md:block">
                    <th scope="rowgroup" role="rowheader" colSpan={7} className="bg-slate-50 px-3 py-2 text-xs font-normal text-muted max-md:block">
                      {group.path.join(' › ')}
                    </th>
                  </tr>
                )}
                {group.lines.map((line) => (
                  <tr key={line.id} role="row" className="max-md:block max-md:px-3 max-md:py-3">
                    <th scope="row" role="rowheader" className={`${CELL} whitespace-nowrap font-mono font-semibold text-brand-800`}>
                      {line.htsNumber}
                    </th>
                    <td role="cell" data-label={t('hts.columns.suffix')} className={`${LABELLED_CELL} font-mono`}>
                      {line.statSuffix}
                    </td>
                    <td role="cell" className={`${CELL} text-ink`}>
                      <div style={indentStyle(line.indent)}>
                        <Highlighted text={line.description} ranges={line.highlight} />
                        {line.isSpecialProvision && <span className="block text-xs text-muted">{t('hts.specialProvision', { chapter: line.chapter })}</span>}
                        {line.chapter99Refs.length > 0 && (
                          <p role="note" className="mt-1 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-ink">
                            <span aria-hidden="true">⚠ </span>
                            {t('hts.chapter99')}{' '}
                            {line.chapter99Refs.map((ref, i) => (
                              <span key={ref}>
                                {i > 0 && ', '}
                                <a href={toolSearchHref('hts', edition, ref)} className="font-semibold text-brand-700 underline underline-offset-2">
                                  {ref}
                                </a>
                              </span>
                            ))}
                          </p>
                        )}
                      </div>
                    </td>
                    <td role="cell" data-label={t('hts.columns.unit')} className={LABELLED_CELL}>
                      {line.units.join(', ')}
                    </td>
                    <td role="cell" data-label={t('hts.columns.general')} className={LABELLED_CELL}>
                      {rate(line.generalRate, line.ratesInherited)}
                    </td>
                    <td role="cell" data-label={t('hts.columns.special')} className={LABELLED_CELL}>
                      {rate(line.specialRate, line.ratesInherited)}
                    </td>
                    <td role="cell" data-label={t('hts.columns.column2')} className={LABELLED_CELL}>
                      {rate(line.column2Rate, line.ratesInherited)}
                    </td>
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
      {anyInherited && <p className="mt-2 text-xs text-muted">{t('hts.inheritedLegend')}</p>}
      {pagination}
    </section>
  )
}
