import { createHash } from 'node:crypto'
import { EDITION_CODES, type EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { consentMarkup } from './markup'
import {
  CONSENT_CATEGORY_COOKIES,
  CONSENT_MAX_AGE_MS,
  CONSENT_MODE_SIGNALS,
  CONSENT_VERSION,
  consentPolicy,
  consentStorageKey,
  cookieNoticePath,
} from './policy'
import { consentScript } from './runtime'

/** Each edition's consent runtime is a static file here (a path with a dot, which the locale routing leaves alone). */
const CONSENT_RUNTIME_BASE = '/consent'

const SOURCES = new Map<EditionCode, string>()

/** The edition's runtime file: the runtime with the edition's policy, texts, banner and dialog. */
export function consentRuntimeSource(edition: EditionCode): string {
  let source = SOURCES.get(edition)
  if (!source) {
    source = consentScript({
      edition,
      ...consentPolicy(edition),
      storageKey: consentStorageKey(edition),
      version: CONSENT_VERSION,
      maxAgeMs: CONSENT_MAX_AGE_MS,
      signals: CONSENT_MODE_SIGNALS,
      cookies: CONSENT_CATEGORY_COOKIES,
      markup: consentMarkup(MESSAGES[edition].Consent, cookieNoticePath(edition)),
    })
    SOURCES.set(edition, source)
  }
  return source
}

export function consentRuntimeFileName(edition: EditionCode): string {
  return `${edition}.js`
}

/** The edition whose runtime file has this name, or null. */
export function editionOfRuntimeFile(name: string): EditionCode | null {
  return EDITION_CODES.find((edition) => consentRuntimeFileName(edition) === name) ?? null
}

/**
 * The address pages load the runtime from, versioned by a hash of its content so that browsers may keep it for a
 * year. A query string, not a hashed file name: the page and the file's route are separate server bundles, each
 * minified on its own, so their copies of the runtime differ in local names (never in behaviour) and the page
 * cannot name the route's bytes. The hash still changes whenever the runtime, the texts, the markup or the policy do.
 */
export function consentRuntimeUrl(edition: EditionCode): string {
  const version = createHash('sha256').update(consentRuntimeSource(edition)).digest('hex').slice(0, 16)
  return `${CONSENT_RUNTIME_BASE}/${consentRuntimeFileName(edition)}?v=${version}`
}
