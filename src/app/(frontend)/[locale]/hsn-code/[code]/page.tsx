import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { BackLink } from '@/features/reference-tools/components/BackLink'
import { HsnCodeView } from '@/features/reference-tools/components/HsnCodeView'
import { ToolFrame } from '@/features/reference-tools/components/ToolFrame'
import { SiteShell } from '@/chrome/shell/SiteShell'
import { readHsnCode } from '@/features/reference-tools/data/code-input'
import { formatHsnCode } from '@/features/reference-tools/codes'
import { toolMetadata } from '@/features/reference-tools/metadata'
import { hsnCodeTrail } from '@/features/reference-tools/trail'
import { getCachedHsnCode, readReferenceState } from '@/features/reference-tools/queries'
import { hsnChapterPath, hsnCodePath, REFERENCE_TOOLS, toolEdition } from '@/lib/routes/reference-tools'
import { DEFAULT_EDITION, editionPath, isEditionCode } from '@/i18n/editions'
import { safeDecode } from '@/lib/safe-decode'

type Props = { params: Promise<{ locale: string; code: string }> }

// Rendered on first request and kept (never at build time); re-rendered at most every 5 minutes, so a
// page first shown before the data was imported catches up without a restart.
export const dynamicParams = true
export const revalidate = 300
export function generateStaticParams() {
  return []
}

/**
 * The code of the URL: malformed or unknown answers 404; a code written otherwise than its canonical form
 * ("0306.17.20", a repaired code's published form) and a chapter ("03") redirect to their page.
 */
async function loadCode(params: Props['params']) {
  const { locale, code: raw } = await params
  const edition = toolEdition('hsn', locale)
  const digits = readHsnCode(safeDecode(raw) ?? '')
  if (!edition || !digits) return null
  if (digits.length === 2) permanentRedirect(editionPath(edition, hsnChapterPath(digits)))
  const state = await readReferenceState(['india-hsn', 'hs2022'])
  if (!state.loaded) return { edition, state, code: digits, detail: null }
  const detail = await getCachedHsnCode(state.key, digits)
  if (!detail.ok) return null
  if (detail.item.code !== raw) permanentRedirect(editionPath(edition, hsnCodePath(detail.item.code)))
  return { edition, state, code: detail.item.code, detail }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadCode(params)
  if (!found) {
    const { locale } = await params
    return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
  }
  const { edition, code, detail } = found
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools.hsn' })
  const values = { code: formatHsnCode(code), description: detail?.item.description ?? '' }
  return toolMetadata(edition, 'hsn', {
    title: detail ? t('codeMetaTitle', values) : t('codeTitle', values),
    description: t('codeMetaDescription', values),
    path: hsnCodePath(code),
  })
}

export default async function HsnCodePage({ params }: Props) {
  const found = await loadCode(params)
  if (!found) notFound()
  const { edition, state, code, detail } = found
  setRequestLocale(edition)
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools.hsn' })
  const title = t('codeTitle', { code: formatHsnCode(code) })
  return (
    <SiteShell
      edition={edition}
      path={hsnCodePath(code)}
      availableIn={REFERENCE_TOOLS.hsn.editions}
      trail={hsnCodeTrail({ finder: t('title'), level: (level) => t(`levels.${level}`), page: title }, code, detail)}
    >
      <ToolFrame edition={edition} title={title} before={<BackLink edition={edition} label={t('backToFinder')} />} state={state}>
        {detail && <HsnCodeView edition={edition} detail={detail} />}
      </ToolFrame>
    </SiteShell>
  )
}
