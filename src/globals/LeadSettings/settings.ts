import 'server-only'
import { DEFAULT_POPUP_HIDDEN_PATHS, DEFAULT_RESTRICTED_EMAIL_DOMAINS } from './config'
import type { EditionCode } from '@/i18n/editions'
import type { LeadSetting } from '@/payload-types'
import { TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { cachedQuery } from '@/lib/queries/cached'

export type LeadCaptureSettings = {
  /** Forms refuse e-mail addresses at these domains. */
  restrictedEmailDomains: string[]
  /** Paths inside an edition (no edition prefix) on and below which the lead popups do not open. */
  popupHiddenPaths: string[]
}

const readLeadSettings = cachedQuery('lead-settings', [TAGS.leadSettings], async (locale: EditionCode) => {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({ slug: 'lead-settings', locale, depth: 0, overrideAccess: false })) as LeadSetting
})

/** The lead forms' CMS settings for an edition; the defaults apply while a list is left empty. */
export async function getLeadCaptureSettings(edition: EditionCode): Promise<LeadCaptureSettings> {
  const settings = await readLeadSettings(edition)
  const domains = settings.restrictedEmailDomains?.map((d) => d.domain.trim().toLowerCase())
  const paths = settings.popupHiddenPaths?.map((p) => p.path)
  return {
    restrictedEmailDomains: domains?.length ? domains : [...DEFAULT_RESTRICTED_EMAIL_DOMAINS],
    popupHiddenPaths: paths?.length ? paths : DEFAULT_POPUP_HIDDEN_PATHS,
  }
}
