import { describe, expect, it } from 'vitest'
import { EDITION_CODES } from '@/i18n/editions'
import { CONSENT_MAX_AGE_MS, CONSENT_MODE_SIGNALS, OPTIONAL_CATEGORIES, consentPolicy } from './policy'

describe('consent policy per edition', () => {
  it('asks before anything but necessary in India and Mexico', () => {
    for (const edition of ['en-in', 'es-mx'] as const) {
      expect(consentPolicy(edition)).toEqual({ regime: 'opt-in', defaults: { analytics: false, marketing: false, replay: false } })
    }
  })

  it('runs analytics until the visitor opts out in the USA, and nothing else', () => {
    expect(consentPolicy('en-us')).toEqual({ regime: 'opt-out', defaults: { analytics: true, marketing: false, replay: false } })
  })

  it('has a policy for every edition', () => {
    for (const edition of EDITION_CODES) expect(consentPolicy(edition)).toBeDefined()
  })

  it('keeps a choice for twelve months', () => {
    expect(CONSENT_MAX_AGE_MS).toBe(365 * 86_400_000)
  })

  it('maps every Consent Mode v2 signal to exactly one category', () => {
    const mapped = OPTIONAL_CATEGORIES.flatMap((c) => CONSENT_MODE_SIGNALS[c])
    expect([...mapped].sort()).toEqual(['ad_personalization', 'ad_storage', 'ad_user_data', 'analytics_storage'])
  })
})
