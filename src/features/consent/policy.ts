import { editionPath, type EditionCode } from '@/i18n/editions'

/** The categories a visitor can turn on or off; "necessary" is always on and not stored. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing', 'replay'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]
export type ConsentChoice = Record<OptionalCategory, boolean>

/**
 * opt-in: nothing but necessary until the visitor chooses (India's DPDP Act 2023, Mexico's LFPDPPP);
 * opt-out: analytics runs until the visitor opts out (CCPA/CPRA), and the footer carries "Do not sell or share".
 */
export type ConsentRegime = 'opt-in' | 'opt-out'

export type ConsentPolicy = { regime: ConsentRegime; defaults: ConsentChoice }

const NOTHING: ConsentChoice = { analytics: false, marketing: false, replay: false }

const POLICIES: Record<EditionCode, ConsentPolicy> = {
  'en-in': { regime: 'opt-in', defaults: NOTHING },
  'es-mx': { regime: 'opt-in', defaults: NOTHING },
  'en-us': { regime: 'opt-out', defaults: { analytics: true, marketing: false, replay: false } },
}

export function consentPolicy(edition: EditionCode): ConsentPolicy {
  return POLICIES[edition]
}

/**
 * Where an edition's choice is kept (local storage), and for how long it holds before the visitor is asked again.
 * One per edition: a choice made on one edition's banner, under its notice and law, is not one made on another's
 * (accepting in India had counted as consent in Mexico, and refusing there had overridden the USA's opt-out).
 */
export function consentStorageKey(edition: EditionCode): string {
  return `${CONSENT_STORAGE_PREFIX}:${edition}`
}
/** What every edition's key starts with, as the privacy notice names it. */
export const CONSENT_STORAGE_PREFIX = 'nw:consent'
/** Raise when the categories or their meaning change: older choices are then asked again. */
export const CONSENT_VERSION = 1
export const CONSENT_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000

/**
 * The first-party cookies each category's tags set (Google Analytics, Google Ads, Clarity, Hotjar; `*` ends a
 * prefix), deleted when the category's consent is withdrawn: Consent Mode stops new hits and deletes nothing, and a
 * two-year `_ga` outlived the withdrawal.
 */
export const CONSENT_CATEGORY_COOKIES: Record<OptionalCategory, readonly string[]> = {
  analytics: ['_ga', '_ga_*', '_gid', '_gat*'],
  marketing: ['_gcl_*', '_gac_*'],
  replay: ['_clck', '_clsk', '_hj*'],
}

/** Google Consent Mode v2 signals each category grants; the rest of the signals stay as they are. */
export const CONSENT_MODE_SIGNALS: Record<OptionalCategory, readonly string[]> = {
  analytics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  replay: [],
}

/** The anchor of the privacy notice's cookie section (the seed's and the migration's `id`). */
export const COOKIE_SECTION_ID = 'cookies'

/** Where the edition's privacy notice lists what is stored in the browser and why. */
export function cookieNoticePath(edition: EditionCode): string {
  return `${editionPath(edition, '/privacy-policy')}#${COOKIE_SECTION_ID}`
}
