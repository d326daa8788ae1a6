import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { SiteShell } from '@/chrome/shell/SiteShell'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { JsonLd } from '@/components/ui/JsonLd'
import { DEFAULT_EDITION, isEditionCode, normalizePath, type EditionCode } from '@/i18n/editions'
import { routing } from '@/i18n/routing'
import { getPage, getPageTrail } from '@/lib/queries/pages'
import { getSiteSettings } from '@/lib/queries/site'
import { alternatesFor, socialMetadata } from '@/lib/seo'
import { faqPageData } from '@/lib/structured-data'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

// Pages render on first request and stay cached until the CMS revalidates their tags.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

/** The CMS page for the route, or null when the edition does not publish one. */
async function loadPage(params: Props['params']) {
  const { locale, slug } = await params
  if (!hasLocale(routing.locales, locale)) return null
  const path = normalizePath((slug ?? []).map(decodeURIComponent).join('/'))
  const page = await getPage(locale, path)
  return page ? { edition: locale as EditionCode, path, page } : null
}

// Only the page itself calls notFound(). The not-found page's own metadata does not reach the head of a
// 404 that a page triggers, so the missing page answers with it here.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadPage(params)
  if (!found) {
    const { locale } = await params
    return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
  }
  const { edition, path, page } = found
  const settings = await getSiteSettings(edition)
  const title = page.seo?.title || `${page.title} | ${settings.brandName}`
  return {
    title,
    description: page.seo?.description ?? undefined,
    alternates: alternatesFor(edition, path, page.editions),
    ...socialMetadata({ edition, title: page.title, fullTitle: title, description: page.seo?.description ?? undefined, siteName: settings.brandName }),
  }
}

export default async function CmsPage({ params }: Props) {
  const found = await loadPage(params)
  if (!found) notFound()
  const { edition, path, page } = found
  setRequestLocale(edition)
  const faq = faqPageData(
    edition,
    page.layout.flatMap((block) => (block.blockType === 'faq' ? (block.items ?? []) : [])),
  )
  return (
    <SiteShell
      edition={edition}
      path={path}
      availableIn={page.editions}
      hideHeader={page.hideHeader ?? false}
      hideGetFinancedTab={page.hideGetFinancedTab ?? false}
      trail={await getPageTrail(edition, page)}
    >
      {faq && <JsonLd data={faq} />}
      <RenderBlocks blocks={page.layout} edition={edition} path={path} />
    </SiteShell>
  )
}
