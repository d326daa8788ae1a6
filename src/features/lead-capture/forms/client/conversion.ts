import type { EditionCode } from '@/i18n/editions'
import { analyticsEvent, trackEvent } from '@/lib/analytics'
import { dialCodeOf } from '../dial-codes'

/** The spec's one conversion event, for every lead form; `formType` tells the forms apart. */
const CONVERSION_EVENT = 'DomesticFormconversion' as const
/** Forms without a phone report India's prefix (the spec's default for analytics). */
export const DEFAULT_PHONE_PREFIX = dialCodeOf('India')

export type Conversion = { formType: string; edition: EditionCode; phonePrefix?: string }

export function conversionEvent({ formType, edition, phonePrefix }: Conversion) {
  return analyticsEvent(CONVERSION_EVENT, { formType, edition, phonePrefix: phonePrefix ?? DEFAULT_PHONE_PREFIX })
}

export function pushConversion(conversion: Conversion): void {
  const { event, ...fields } = conversionEvent(conversion)
  trackEvent(event, fields)
}
