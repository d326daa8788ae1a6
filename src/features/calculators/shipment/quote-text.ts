import { createTranslator } from 'use-intl/core'
import type { QuoteResult } from '@/features/calculators/shipping/types'
import type { EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { containersText, KM_PER_NAUTICAL_MILE } from './format'

/** The estimate's sentences, shared by the page, the PDF and the e-mail (translated outside a page render too: the e-mail job). */
export function quoteTranslator(edition: EditionCode) {
  return createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: 'ShipmentCalculator' })
}

export type Translate = ReturnType<typeof quoteTranslator>
export type FormatNumber = (value: number, digits?: number) => string

/** "15,890 km (8,580 nautical miles) port to port along a sea route. Route via the Suez Canal." */
export function distanceText(t: Translate, quote: Pick<QuoteResult, 'distanceKm' | 'route'>, number: FormatNumber): string {
  if (quote.distanceKm === null) return t('result.distanceUnknown')
  const distance = t('result.distanceValue', { km: number(quote.distanceKm, 0), nm: number(quote.distanceKm / KM_PER_NAUTICAL_MILE, 0) })
  const via = quote.route?.via ?? []
  return via.length > 0
    ? `${distance}. ${t('result.distanceVia', { canals: via.map((canal) => t(`result.canals.${canal}`)).join(t('result.canalJoin')) })}`
    : distance
}

/** "4,120 kg CO2e. Factor 0.0162 kg CO2e per TEU-km. Factor × 4 TEU × 15,890 km (GLEC Framework v3)." */
export function emissionsText(t: Translate, quote: Pick<QuoteResult, 'co2eKg' | 'emissions'>, number: FormatNumber): string {
  if (quote.co2eKg === null || !quote.emissions) return t('result.emissionsUnknown')
  const { factor, unit, gas, method } = quote.emissions
  return [
    `${t('result.emissionsValue', { kg: number(quote.co2eKg, 0), gas })}.`,
    t('result.emissionsFactor', { factor: number(factor, 6), unit }),
    method,
  ].join(' ')
}

/** "2 × 40HC (4 TEU)" or "3.2 W/M (revenue tonnes): 3.2 m³, 1.1 t". */
export function chargeableText(t: Translate, quote: Pick<QuoteResult, 'mode' | 'chargeable'>, number: FormatNumber): string {
  const { chargeable } = quote
  return quote.mode === 'fcl' && chargeable.containers
    ? t('result.chargeableFcl', { containers: containersText(chargeable.containers), teu: number(chargeable.teu ?? 0) })
    : t('result.chargeableLcl', { wm: number(chargeable.wm, 3), cbm: number(chargeable.cbm, 3), tonnes: number(chargeable.tonnes, 3) })
}
