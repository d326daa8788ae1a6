import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { PostListView, postListMetadata } from '@/features/resources/components/PostListView'
import { isEditionCode } from '@/i18n/editions'

type Props = { params: Promise<{ locale: string; id: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, id, slug } = await params
  return postListMetadata(locale, { kind: 'news', categoryId: id, categorySlug: slug }, await searchParams)
}

export default async function NewsCategoryPage({ params, searchParams }: Props) {
  const { locale, id, slug } = await params
  if (isEditionCode(locale)) setRequestLocale(locale)
  return <PostListView locale={locale} target={{ kind: 'news', categoryId: id, categorySlug: slug }} searchParams={await searchParams} />
}
