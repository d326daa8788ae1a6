import { getTranslations } from 'next-intl/server'
import type { HsnChapterSummary, HsnSection } from '@/features/reference-tools/data/hsn'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { hsnChapterPath } from '@/lib/routes/reference-tools'

type Props = { edition: EditionCode; sections: HsnSection[]; otherChapters: HsnChapterSummary[] }

/** The 21 sections as disclosures (native <details>, no script), each listing its chapters with their item counts. */
export async function SectionBrowser({ edition, sections, otherChapters }: Props) {
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools.hsn' })
  // One class list on the list styles its 97 links: each link carries no classes of its own, which keeps the
  // page (and its RSC payload, where every element appears again) 28 KB smaller before compression.
  const chapterList = (chapters: HsnChapterSummary[]) => (
    <ul className="grid gap-2 px-4 pb-4 sm:grid-cols-2 [&_a]:block [&_a]:rounded-lg [&_a]:border [&_a]:border-slate-200 [&_a]:p-3 [&_a:hover]:border-brand-600 [&_a:hover]:bg-brand-50 [&_b]:block [&_b]:text-brand-800 [&_small]:block [&_small]:text-xs [&_small]:text-muted [&_span]:block [&_span]:text-sm [&_span]:text-ink">
      {chapters.map((chapter) => (
        <li key={chapter.code}>
          <a href={editionPath(edition, hsnChapterPath(chapter.code))}>
            <b>{t('chapterLink', { chapter: chapter.code })}</b>
            <span>{chapter.description}</span>
            <small>{t('itemCount', { count: chapter.itemCount })}</small>
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
