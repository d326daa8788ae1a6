import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { PostListView, postListMetadata } from '@/features/resources/components/PostListView'
import { isEditionCode } from '@/i18n/editions'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return postListMetadata((await params).locale, { kind: 'blog' }, await searchParams)
}

export default async function BlogListPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (isEditionCode(locale)) setRequestLocale(locale)
  return <PostListView locale={locale} target={{ kind: 'blog' }} searchParams={await searchParams} />
}
