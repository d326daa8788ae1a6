import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { offlineReadingProps } from '@/lib/routes/offline-reading'
import { DEFAULT_EDITION, isEditionCode, type EditionCode } from '@/i18n/editions'
import { postCard, resourceLabels } from '../cards'
import { feedPaths } from '@/lib/routes/resource-files'
import { resourceMetadata } from '../metadata'
import { finsightPath, productLabel, type ProductKey } from '@/lib/routes/products'
import { isDocumentId } from '@/lib/document-id'
import { getCategory, getSlugsByEdition, listCategories, listPosts } from '../queries'
import { hasFinsight, hasSection, pagedHref, postListPath, resourcePaths, RESOURCE_SECTIONS, type PostKind } from '@/lib/routes/resources'
import { PRODUCTS } from '@/lib/routes/products'
import { OfflineReading } from './OfflineReading.client'
import { ResourceListPage } from './ResourceListPage'
import type { PageFrame } from '@/lib/page-frame'

export type PostListTarget = { kind: 'blog' | 'news'; categoryId?: string; categorySlug?: string } | { kind: 'finsight'; product: ProductKey }

function sectionOf(kind: PostKind) {
  return kind === 'blog' ? 'blogs' : 'news'
}

function editionsOf(target: PostListTarget): readonly EditionCode[] {
  if (target.kind === 'finsight') return PRODUCTS.find((p) => p.key === target.product)?.finsightEditions ?? []
  return RESOURCE_SECTIONS[sectionOf(target.kind)]
}

/**
 * Everything a post list page needs, or null for the edition's 404 (an edition without the section, a page
 * number out of range, an unknown category). A category reached with the wrong slug redirects to the right one.
 */
async function loadList(locale: string, target: PostListTarget, page: number) {
  if (!isEditionCode(locale)) return null
  const edition = locale
  if (target.kind === 'finsight' ? !hasFinsight(edition, target.product) : !hasSection(edition, sectionOf(target.kind))) return null
  const t = await resourceLabels(edition)
  let path = target.kind === 'finsight' ? finsightPath(target.product) : postListPath(target.kind)
  let title = target.kind === 'finsight' ? t('sections.finsight', { product: productLabel(target.product, edition) }) : t(`sections.${sectionOf(target.kind)}`)
  let intro = target.kind === 'finsight' ? t('intros.finsight', { product: productLabel(target.product, edition) }) : t(`intros.${sectionOf(target.kind)}`)
  let filter = target.kind === 'finsight' ? `product:${target.product}` : ''
  const sectionTitle = title
  const sectionPath = path
  let availableIn = editionsOf(target)
  let alternatePaths: Partial<Record<EditionCode, string>> | undefined
  if (target.kind !== 'finsight' && target.categoryId !== undefined) {
    const category = isDocumentId(target.categoryId) ? await getCategory(edition, target.categoryId) : null
    if (!category) return null
    const canonical = resourcePaths.category(target.kind, category.id, category.slug)
    // A wrong slug answers with the right address (the page redirects; its metadata is not needed then).
    if (category.slug !== target.categorySlug) return { redirect: pagedHref(edition, canonical, page) } as const
    path = canonical
    // The category in the other editions that publish it, under its slug there (the switcher and hreflang).
    const slugs = await getSlugsByEdition('categories', String(category.id))
    availableIn = availableIn.filter((code) => slugs[code] !== undefined)
    alternatePaths = Object.fromEntries(availableIn.map((code) => [code, resourcePaths.category(target.kind, category.id, slugs[code]!)]))
    title = t('list.categoryTitle', { category: category.name, section: title })
    intro = category.description || intro
    filter = `category:${category.id}`
  }
  const result = await listPosts(edition, target.kind, String(page), filter)
  if (page > Math.max(1, result.totalPages)) return null
  const categories = target.kind === 'finsight' ? [] : await listCategories(edition, target.kind)
  return { edition, t, path, title, intro, result, categories, sectionTitle, sectionPath, availableIn, alternatePaths }
}

export async function postListMetadata(locale: string, target: PostListTarget, page: number): Promise<Metadata> {
  const list = await loadList(locale, target, page)
  if (!list || list.redirect !== undefined) return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
  const { edition, t, path, title, intro, availableIn, alternatePaths } = list
  const feeds = target.kind === 'finsight' ? undefined : feedPaths(edition, target.kind)
  return resourceMetadata({
    edition,
    path,
    page,
    title: page > 1 ? t('list.pageTitle', { title, page }) : title,
    description: intro,
    availableIn,
    alternatePaths,
    feeds: feeds && { ...feeds, title },
  })
}

export async function PostListView({ locale, target, page, Frame }: { locale: string; target: PostListTarget; page: number; Frame: PageFrame }) {
  const list = await loadList(locale, target, page)
  if (!list) notFound()
  if (list.redirect !== undefined) permanentRedirect(list.redirect)
  const { edition, t, path, title, intro, result, categories, sectionTitle, sectionPath, availableIn, alternatePaths } = list
  const inCategory = target.kind !== 'finsight' && target.categoryId !== undefined
  const chips =
    target.kind === 'finsight' || categories.length === 0
      ? undefined
      : [
          { name: t('list.allCategories'), path: sectionPath, current: !inCategory },
          ...categories.map((c) => {
            const chipPath = resourcePaths.category(target.kind, c.id, c.slug)
            return { name: c.name, path: chipPath, current: chipPath === path }
          }),
        ]
  const crumbs = [{ name: t('post.home'), path: '/' }, { name: sectionTitle, path: sectionPath }, ...(inCategory ? [{ name: title, path }] : [])]
  return (
    <>
      <ResourceListPage
        Frame={Frame}
        edition={edition}
        path={path}
        availableIn={availableIn}
        alternatePaths={alternatePaths}
        crumbs={crumbs}
        title={title}
        intro={intro}
        cards={result.docs.map((post) => postCard(edition, t, post))}
        page={page}
        totalPages={result.totalPages}
        featureFirst={!inCategory && target.kind !== 'finsight'}
        chips={chips}
        feeds={target.kind === 'finsight' ? undefined : feedPaths(edition, target.kind)}
      />
      {target.kind === 'blog' && <OfflineReading {...offlineReadingProps(edition)} />}
    </>
  )
}
