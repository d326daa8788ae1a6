import 'server-only'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { EDITION_CODES, type EditionCode } from '@/i18n/editions'
import { getSiteSettings } from '@/lib/queries/site'
import { alternatesFor, socialMetadata } from '@/lib/seo'
import { CALCULATOR_PATH } from '@/lib/routes/interest-calculator'

/**
 * The calculator's title, description, canonical URL and hreflang alternates (every edition has it). Only
 * the address without inputs is indexed: a calculation's address is for sharing, not for search results.
 */
export async function calculatorMetadata(edition: EditionCode, { index }: { index: boolean }): Promise<Metadata> {
  const [settings, t] = await Promise.all([getSiteSettings(edition), getTranslations({ locale: edition, namespace: 'InterestCalculator' })])
  const title = `${t('metaTitle')} | ${settings.brandName}`
  const description = t('metaDescription')
  return {
    title,
    description,
    alternates: alternatesFor(edition, CALCULATOR_PATH, EDITION_CODES),
    ...socialMetadata({ edition, title: t('title'), fullTitle: title, description, siteName: settings.brandName }),
    ...(index ? {} : { robots: { index: false, follow: true } }),
  }
}
