import 'server-only'
import type { EditionCode } from '@/i18n/editions'
import type { Footer, Header, SiteSetting } from '@/payload-types'
import { TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
import { toTrackingProviders, type TrackingProviders } from '../tracking-providers'
import { cachedQuery } from './cached'

export const getSiteSettings = cachedQuery('site-settings', [TAGS.siteSettings], async (locale: EditionCode) => {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({ slug: 'site-settings', locale, depth: 1, overrideAccess: false })) as SiteSetting
})

export const getHeader = cachedQuery('header', [TAGS.header], async (locale: EditionCode) => {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({ slug: 'header', locale, depth: 0, overrideAccess: false })) as Header
})

export const getFooter = cachedQuery('footer', [TAGS.footer], async (locale: EditionCode) => {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({ slug: 'footer', locale, depth: 0, overrideAccess: false })) as Footer
})

/** The tag manager and session-replay provider an edition's operator configured (site settings → Tracking). */
export const getTrackingProviders = cachedQuery('tracking-providers', [TAGS.siteSettings], async (locale: EditionCode): Promise<TrackingProviders> =>
  toTrackingProviders(await getSiteSettings(locale)),
)
