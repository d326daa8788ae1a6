import { SiteShell } from '@/chrome/shell/SiteShell'
import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import { SearchView, searchMetadata } from '@/features/resources/components/SearchView'
import { isEditionCode } from '@/i18n/editions'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

// Addresses with a query (`?q=`, `&page=`), rendered per request.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchMetadata((await params).locale)
}

export default async function ResourceSearchPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (isEditionCode(locale)) setRequestLocale(locale)
  return <SearchView locale={locale} searchParams={await searchParams} Frame={SiteShell} />
}
