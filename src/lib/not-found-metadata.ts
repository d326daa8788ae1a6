import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { EditionCode } from '@/i18n/editions'
import { getSiteSettings } from '@/lib/queries/site'

/** Title and description of an edition's not-found page; never indexed. */
export async function notFoundMetadata(edition: EditionCode): Promise<Metadata> {
  const [t, settings] = await Promise.all([getTranslations({ locale: edition, namespace: 'NotFound' }), getSiteSettings(edition)])
  return { title: `${t('title')} | ${settings.brandName}`, description: t('description'), robots: { index: false } }
}
