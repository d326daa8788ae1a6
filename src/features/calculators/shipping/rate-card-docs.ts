import { isRegionScope } from './regions'
import { CHARGE_BASES, CHARGE_CODES, RATE_CARD_MODES, SOURCE_TYPES, SURCHARGE_STAGES } from '@/collections/RateCards/options'
import type { RateCard } from './rate-cards'

/** A rate-cards document as Payload returns it (dates as ISO timestamps, optional fields null or absent). */
export type RateCardDoc = {
  id: number | string
  name: string
  charge: string
  stage?: string | null
  mode: string
  originRegion: string
  destinationRegion: string
  basis: string
  containerTypes?: string[] | null
  amount: number
  amountHigh?: number | null
  minimum?: number | null
  maximum?: number | null
  currency: string
  validFrom?: string | null
  validUntil?: string | null
  sourceType?: string | null
  sourceLabel: string
  sourceUrl?: string | null
  sourceDate?: string | null
  note?: string | null
  active?: boolean | null
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback

/**
 * A Payload date as YYYY-MM-DD: the UTC day of the stored instant. The seed stores midnight UTC; the admin's
 * day-only picker stores noon in the editor's zone, which is the same UTC day for every zone from −12 to +12 h.
 */
function day(value: string | null | undefined): string | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10)
}

/** The document as the quote engine reads it (a plain object, so it survives the data cache's JSON). */
export function toRateCard(doc: RateCardDoc): RateCard {
  return {
    id: String(doc.id),
    name: doc.name,
    charge: oneOf(CHARGE_CODES, doc.charge, 'surcharge'),
    stage: doc.charge === 'surcharge' ? oneOf(SURCHARGE_STAGES, doc.stage, 'main-carriage') : null,
    mode: oneOf(RATE_CARD_MODES, doc.mode, 'both'),
    originRegion: isRegionScope(doc.originRegion) ? doc.originRegion : 'any',
    destinationRegion: isRegionScope(doc.destinationRegion) ? doc.destinationRegion : 'any',
    basis: oneOf(CHARGE_BASES, doc.basis, 'per-shipment'),
    containerTypes: doc.containerTypes ?? [],
    amount: doc.amount,
    amountHigh: doc.amountHigh ?? null,
    minimum: doc.minimum ?? null,
    maximum: doc.maximum ?? null,
    currency: doc.currency,
    validFrom: day(doc.validFrom),
    validUntil: day(doc.validUntil),
    sourceType: oneOf(SOURCE_TYPES, doc.sourceType, 'guide'),
    sourceLabel: doc.sourceLabel,
    sourceUrl: doc.sourceUrl || null,
    sourceDate: doc.sourceDate || 'not stated',
    note: doc.note || null,
    active: doc.active !== false,
  }
}
