import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { BackLink } from '@/features/reference-tools/components/BackLink'
import { ChapterView } from '@/features/reference-tools/components/ChapterView'
import { ToolFrame } from '@/features/reference-tools/components/ToolFrame'
import { SiteShell } from '@/chrome/shell/SiteShell'
import { chapterCode, readChapterIndex } from '@/features/reference-tools/data/code-input'
import { toolMetadata } from '@/features/reference-tools/metadata'
import { getCachedChapter, readReferenceState } from '@/features/reference-tools/queries'
import { hsnChapterPath, REFERENCE_TOOLS, toolEdition } from '@/lib/routes/reference-tools'
import { DEFAULT_EDITION, editionPath, isEditionCode } from '@/i18n/editions'

type Props = { params: Promise<{ locale: string; index: string }> }

// Rendered on first request and kept, like the code pages (see there).
export const dynamicParams = true
export const revalidate = 300
export function generateStaticParams() {
  return []
}

/** The chapter of the URL ("3"; "03" redirects there); malformed or unknown answers 404. */
async function loadChapter(params: Props['params']) {
  const { locale, index: raw } = await params
  const edition = toolEdition('hsn', locale)
  const index = readChapterIndex(raw)
  if (!edition || index === null) return null
  if (raw !== String(index)) permanentRedirect(editionPath(edition, hsnChapterPath(index)))
  const chapter = chapterCode(index)
  const state = await readReferenceState(['india-hsn', 'hs2022'])
  if (!state.loaded) return { edition, state, chapter, detail: null }
  const detail = await getCachedChapter(state.key, chapter)
  return detail.ok ? { edition, state, chapter, detail } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadChapter(params)
  if (!found) {
    const { locale } = await params
    return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
  }
  const { edition, chapter, detail } = found
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools.hsn' })
  const values = { chapter, description: detail?.chapter.description ?? '', headings: detail?.total ?? 0, items: detail?.chapter.itemCount ?? 0 }
  return toolMetadata(edition, 'hsn', { title: t('chapterTitle', values), description: t('chapterMetaDescription', values), path: hsnChapterPath(chapter) })
}

export default async function HsnChapterPage({ params }: Props) {
  const found = await loadChapter(params)
  if (!found) notFound()
  const { edition, state, chapter, detail } = found
  setRequestLocale(edition)
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools.hsn' })
  const title = t('chapterTitle', { chapter, description: detail?.chapter.description ?? '' })
  return (
    <SiteShell
      edition={edition}
      path={hsnChapterPath(chapter)}
      availableIn={REFERENCE_TOOLS.hsn.editions}
      trail={[
        { name: t('title'), path: REFERENCE_TOOLS.hsn.path },
        { name: title, path: hsnChapterPath(chapter) },
      ]}
    >
      <ToolFrame edition={edition} title={title} before={<BackLink edition={edition} label={t('backToFinder')} />} state={state}>
        {detail && <ChapterView edition={edition} detail={detail} />}
      </ToolFrame>
    </SiteShell>
  )
}
