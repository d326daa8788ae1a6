import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { DEFAULT_EDITION, isEditionCode, type EditionCode } from '@/i18n/editions'
import { isSlug } from '@/lib/slug'
import { resourceLabels } from '../cards'
import { loadPost } from '../post-loader'
import { productLabel, type ProductKey } from '@/lib/routes/products'
import { postListPath, type PostKind } from '@/lib/routes/resources'
import { resourceMetadata } from '../metadata'
import { mediaOf } from '../view'
import { PostPage } from './PostPage'
import type { PageFrame } from '@/lib/page-frame'

async function load(locale: string, kind: PostKind, slug: string, product: ProductKey | null) {
  // Every slug is ASCII (isSlug), so anything else, malformed percent-encoding included, is simply not found.
  if (!isEditionCode(locale) || !isSlug(slug)) return null
  const loaded = await loadPost(locale, kind, slug, product)
  return loaded ? { edition: locale as EditionCode, loaded } : null
}

export async function postRouteMetadata(locale: string, kind: PostKind, slug: string, product: ProductKey | null = null): Promise<Metadata> {
  const found = await load(locale, kind, slug, product)
  if (!found) return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
  const { edition, loaded } = found
  const { post } = loaded
  return resourceMetadata({
    edition,
    path: loaded.path,
    title: post.seo?.title || post.title,
    description: post.seo?.description || post.excerpt,
    availableIn: Object.keys(loaded.alternatePaths) as EditionCode[],
    alternatePaths: loaded.alternatePaths,
    image: mediaOf(post.cover),
    article: { publishedTime: post.publishedAt, modifiedTime: post.revisedAt ?? undefined },
  })
}

/** The page of a blog post, news item or finsight post at its address in the edition, or the edition's 404. */
export async function PostRoute({
  locale,
  kind,
  slug,
  product = null,
  Frame,
}: {
  locale: string
  kind: PostKind
  slug: string
  product?: ProductKey | null
  Frame: PageFrame
}) {
  const found = await load(locale, kind, slug, product)
  if (!found) notFound()
  const { edition, loaded } = found
  setRequestLocale(edition)
  const t = await resourceLabels(edition)
  const sectionName =
    kind === 'finsight' && product
      ? t('sections.finsight', { product: productLabel(product, edition) })
      : t(kind === 'blog' ? 'sections.blogs' : 'sections.news')
  return <PostPage Frame={Frame} edition={edition} loaded={loaded} sectionCrumb={{ name: sectionName, path: postListPath(kind, product) }} />
}
