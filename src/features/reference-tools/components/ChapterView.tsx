import { getTranslations } from 'next-intl/server'
import type { HsnChapterDetail } from '@/features/reference-tools/data/hsn'
import type { EditionCode } from '@/i18n/editions'
import { CodeList } from './CodeList'

/** A chapter's page body: how many headings and tariff items it holds, and its headings with their item counts. */
export async function ChapterView({ edition, detail }: { edition: EditionCode; detail: HsnChapterDetail }) {
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools' })
  return (
    <>
      <p className="mt-3 text-lg text-muted">{t('hsn.chapterSummary', { headings: detail.total, items: detail.chapter.itemCount })}</p>
      <CodeList
        edition={edition}
        id="headings"
        heading={t('hsn.headingsHeading')}
        entries={detail.items.map((heading) => ({
          code: heading.code,
          level: 'heading',
          description: heading.description,
          isLegacy: false,
          note: t('hsn.itemCount', { count: heading.itemCount }),
        }))}
        legacyLabel={t('common.legacy')}
      />
    </>
  )
}
