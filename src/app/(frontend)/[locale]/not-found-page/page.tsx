import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { NotFoundView } from '@/chrome/not-found/NotFoundView'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { DEFAULT_EDITION, isEditionCode } from '@/i18n/editions'

type Props = { params: Promise<{ locale: string }> }

/**
 * The edition's 404 page as a page of its own, rendered on the server and cached per edition. It is never served
 * at its own address: the proxy answers every address that names nothing with it and status 404, and the web
 * process sends it in place of the empty HTML that Next 16 renders for a notFound() thrown by a matched page
 * (scripts/lib/not-found-pages.ts).
 */
export async function generateMetadata({ params }: Props) {
  const { locale } = await params
  return notFoundMetadata(isEditionCode(locale) ? locale : DEFAULT_EDITION)
}

export default async function NotFoundPage({ params }: Props) {
  const { locale } = await params
  if (!isEditionCode(locale)) notFound()
  setRequestLocale(locale)
  return <NotFoundView edition={locale} />
}
