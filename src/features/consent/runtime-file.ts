import { createHash } from 'node:crypto'
import { EDITION_CODES, type EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { consentMarkup } from './markup'
import { CONSENT_MAX_AGE_MS, CONSENT_MODE_SIGNALS, CONSENT_STORAGE_KEY, CONSENT_VERSION, consentPolicy, cookieNoticePath } from './policy'
import { consentScript } from './runtime'

/**
 * Each edition's consent runtime as a static file, named by a hash of its content so that browsers may keep it
 * for a year: a new build with other code or text gets another name. Under a path with a dot, which the locale
 * routing leaves alone.
 */
export const CONSENT_RUNTIME_BASE = '/consent'

type RuntimeFile = { name: string; source: string }

function buildRuntimeFile(edition: EditionCode): RuntimeFile {
  const source = consentScript({
    edition,
    ...consentPolicy(edition),
    storageKey: CONSENT_STORAGE_KEY,
    version: CONSENT_VERSION,
    maxAgeMs: CONSENT_MAX_AGE_MS,
    signals: CONSENT_MODE_SIGNALS,
    markup: consentMarkup(MESSAGES[edition].Consent, cookieNoticePath(edition)),
  })
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16)
  return { name: `${edition}.${hash}.js`, source }
}

const FILES = new Map<EditionCode, RuntimeFile>()

export function consentRuntimeFile(edition: EditionCode): RuntimeFile {
  let file = FILES.get(edition)
  if (!file) FILES.set(edition, (file = buildRuntimeFile(edition)))
  return file
}

export function consentRuntimePath(edition: EditionCode): string {
  return `${CONSENT_RUNTIME_BASE}/${consentRuntimeFile(edition).name}`
}

/** The runtime file with this name, or null for any other name (an older build's, or none at all). */
export function findConsentRuntimeFile(name: string): RuntimeFile | null {
  return EDITION_CODES.map(consentRuntimeFile).find((file) => file.name === name) ?? null
}
