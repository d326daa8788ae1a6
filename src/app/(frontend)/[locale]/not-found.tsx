import { locale as rootLocale } from 'next/root-params'
import { setRequestLocale } from 'next-intl/server'
import { NotFoundBoundaryView } from '@/chrome/not-found/NotFoundView'
import { notFoundMetadata } from '@/lib/not-found-metadata'
import { DEFAULT_EDITION, isEditionCode } from '@/i18n/editions'

async function currentEdition() {
  const locale = await rootLocale()
  const edition = isEditionCode(locale) ? locale : DEFAULT_EDITION
  setRequestLocale(edition)
  return edition
}

export async function generateMetadata() {
  return notFoundMetadata(await currentEdition())
}

export default async function NotFound() {
  return <NotFoundBoundaryView edition={await currentEdition()} />
}
