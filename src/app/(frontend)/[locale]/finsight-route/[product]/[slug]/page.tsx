import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { notFoundMetadata } from '@/components/not-found/NotFoundView'
import { PostRoute, postRouteMetadata } from '@/features/resources/components/PostRoute'
import { isProductKey } from '@/features/resources/products'
import { DEFAULT_EDITION, isEditionCode } from '@/i18n/editions'

// Served at /{product}-finsight/{slug} through the proxy's rewrite (src/features/resources/finsight-route.ts).
type Props = { params: Promise<{ locale: string; product: string; slug: string }> }

export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, product, slug } = await params
  if (!isProductKey(product)) return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
  return postRouteMetadata(locale, 'finsight', slug, product)
}

export default async function FinsightPostPage({ params }: Props) {
  const { locale, product, slug } = await params
  if (!isProductKey(product)) notFound()
  return <PostRoute locale={locale} kind="finsight" slug={slug} product={product} />
}
