import 'server-only'
import type { EditionCode } from '@/i18n/editions'
import type { Footer, Header, SiteSetting } from '@/payload-types'
import { TAGS } from '../cache-tags'
import { getPayloadClient } from '../payload'
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
