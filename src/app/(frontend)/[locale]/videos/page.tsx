import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { PagedListView, pagedListMetadata } from '@/features/resources/components/PagedListView'
import { isEditionCode } from '@/i18n/editions'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return pagedListMetadata((await params).locale, 'videos', await searchParams)
}

export default async function VideoListPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (isEditionCode(locale)) setRequestLocale(locale)
  return <PagedListView locale={locale} name="videos" searchParams={await searchParams} />
}
