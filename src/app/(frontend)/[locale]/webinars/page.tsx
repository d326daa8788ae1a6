import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { EventListView, eventListMetadata } from '@/features/resources/components/EventListView'
import { isEditionCode } from '@/i18n/editions'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return eventListMetadata((await params).locale, 'webinar', await searchParams)
}

export default async function WebinarListPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (isEditionCode(locale)) setRequestLocale(locale)
  return <EventListView locale={locale} kind="webinar" searchParams={await searchParams} />
}
