import { getTranslations } from 'next-intl/server'
import type { HsnChapterSummary, HsnSection } from '@/features/reference-tools/data/hsn'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { hsnChapterPath } from '@/lib/routes/reference-tools'

type Props = { edition: EditionCode; sections: HsnSection[]; otherChapters: HsnChapterSummary[] }

/** The 21 sections as disclosures (native <details>, no script), each listing its chapters with their item counts. */
export async function SectionBrowser({ edition, sections, otherChapters }: Props) {
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools.hsn' })
  const chapterList = (chapters: HsnChapterSummary[]) => (
    <ul className="grid gap-2 px-4 pb-4 sm:grid-cols-2">
      {chapters.map((chapter) => (
        <li key={chapter.code}>
          <a
            href={editionPath(edition, hsnChapterPath(chapter.code))}
            className="block rounded-lg border border-slate-200 p-3 hover:border-brand-600 hover:bg-brand-50"
          >
            <span className="font-semibold text-brand-800">{t('chapterLink', { chapter: chapter.code })}</span>
            <span className="block text-sm text-ink">{chapter.description}</span>
            <span className="block text-xs text-muted">{t('itemCount', { count: chapter.itemCount })}</span>
          </a>
        </li>
      ))}
    </ul>
  )
  return (
    <section aria-labelledby="hsn-browse" className="mt-12">
      <h2 id="hsn-browse" className="text-2xl font-bold text-brand-900">
        {t('browseHeading')}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {sections.map((section) => (
          <details key={section.id} id={`section-${section.id}`}>
            <summary className="flex cursor-pointer list-none items-baseline gap-3 px-4 py-3 hover:bg-brand-50">
              <span className="shrink-0 font-semibold text-brand-800">{t('section', { id: section.id })}</span>
              <span className="text-ink">{section.name}</span>
            </summary>
            {chapterList(section.chapters)}
          </details>
        ))}
        {otherChapters.length > 0 && (
          <details>
            <summary className="cursor-pointer list-none px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50">{t('otherChapters')}</summary>
            {chapterList(otherChapters)}
          </details>
        )}
      </div>
    </section>
  )
}
