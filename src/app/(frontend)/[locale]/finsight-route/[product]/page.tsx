import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { notFoundMetadata } from '@/components/not-found/NotFoundView'
import { PostListView, postListMetadata } from '@/features/resources/components/PostListView'
import { isProductKey } from '@/features/resources/products'
import { DEFAULT_EDITION, isEditionCode } from '@/i18n/editions'

// Served at /{product}-finsight through the proxy's rewrite (src/features/resources/finsight-route.ts).
type Props = { params: Promise<{ locale: string; product: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, product } = await params
  if (!isProductKey(product)) return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
  return postListMetadata(locale, { kind: 'finsight', product }, await searchParams)
}

export default async function FinsightListPage({ params, searchParams }: Props) {
  const { locale, product } = await params
  if (!isProductKey(product)) notFound()
  if (isEditionCode(locale)) setRequestLocale(locale)
  return <PostListView locale={locale} target={{ kind: 'finsight', product }} searchParams={await searchParams} />
}
