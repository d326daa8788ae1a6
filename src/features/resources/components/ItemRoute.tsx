import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { DEFAULT_EDITION, isEditionCode, type EditionCode } from '@/i18n/editions'
import { isSlug } from '@/lib/slug'
import { resourceMetadata } from '../metadata'
import { getSlugsByEdition } from '../queries'
import { hasSection, type ResourceSection } from '@/lib/routes/resources'
import type { MediaView } from '../view'

/**
 * The shared frame of a resource page (event, webinar, video, case study): the edition and slug checked, the
 * item read, its address in every edition that publishes it, its metadata, or the edition's 404.
 */
type Item = { id: number; title: string; excerpt: string; seo?: { title?: string | null; description?: string | null } | null }

export type ItemSpec<T extends Item> = {
  section: ResourceSection
  collection: 'events' | 'videos' | 'case-studies'
  read: (edition: EditionCode, slug: string) => Promise<T | null>
  path: (slug: string) => string
  image: (item: T) => MediaView | null
}

async function load<T extends Item>(spec: ItemSpec<T>, locale: string, slug: string) {
  if (!isEditionCode(locale) || !hasSection(locale, spec.section) || !isSlug(slug)) return null
  const item = await spec.read(locale, slug)
  if (!item) return null
  const slugs = await getSlugsByEdition(spec.collection, String(item.id))
  const alternatePaths: Partial<Record<EditionCode, string>> = {}
  for (const [code, itsSlug] of Object.entries(slugs) as [EditionCode, string][]) if (hasSection(code, spec.section)) alternatePaths[code] = spec.path(itsSlug)
  return { edition: locale as EditionCode, item, alternatePaths }
}

export async function itemMetadata<T extends Item>(
  spec: ItemSpec<T>,
  locale: string,
  slug: string,
  article?: (item: T) => { publishedTime: string },
): Promise<Metadata> {
  const found = await load(spec, locale, slug)
  if (!found) return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
  const { edition, item, alternatePaths } = found
  return resourceMetadata({
    edition,
    path: spec.path(slug),
    title: item.seo?.title || item.title,
    description: item.seo?.description || item.excerpt,
    availableIn: Object.keys(alternatePaths) as EditionCode[],
    alternatePaths,
    image: spec.image(item),
    article: article?.(item),
  })
}

export async function ItemRoute<T extends Item>({
  spec,
  locale,
  slug,
  render,
}: {
  spec: ItemSpec<T>
  locale: string
  slug: string
  render: (edition: EditionCode, item: T, alternatePaths: Partial<Record<EditionCode, string>>) => ReactNode
}) {
  const found = await load(spec, locale, slug)
  if (!found) notFound()
  setRequestLocale(found.edition)
  return render(found.edition, found.item, found.alternatePaths)
}
