import 'server-only'
import type { Metadata } from 'next'
import type { EditionCode } from '@/i18n/editions'
import { getSiteSettings } from '@/lib/queries/site'
import { alternatesFor, socialMetadata } from '@/lib/seo'
import { CALCULATOR_EDITIONS, CALCULATOR_PATH } from '@/lib/routes/shipment-calculator'
import { quoteTranslator } from './quote-text'

/**
 * The calculator's title, description, canonical URL and hreflang alternates, like the other tool pages.
 * Only the empty calculator is indexed: an estimate's address (with its inputs) is not a page of its own.
 */
export async function calculatorMetadata(edition: EditionCode, index: boolean): Promise<Metadata> {
  const [settings, t] = [await getSiteSettings(edition), quoteTranslator(edition)]
  const title = `${t('metaTitle')} | ${settings.brandName}`
  const description = t('metaDescription')
  return {
    title,
    description,
    alternates: alternatesFor(edition, CALCULATOR_PATH, CALCULATOR_EDITIONS),
    ...socialMetadata({ edition, title: t('title'), fullTitle: title, description, siteName: settings.brandName }),
    ...(index ? {} : { robots: { index: false, follow: true } }),
  }
}
