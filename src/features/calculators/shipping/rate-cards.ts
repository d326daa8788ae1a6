import { stageOfCharge } from './incoterms'
import type { ChargeBasis, ChargeCode, ChargeStage, RateCardMode, RegionId, RegionScope, SourceType, SurchargeStage } from '@/collections/RateCards/options'
import { scopeCovers, scopeSpecificity } from './regions'
import type { ShippingMode } from './types'

/**
 * Rate cards as the quote engine reads them (the collection rate-cards, mapped by load-rate-cards.ts), and the
 * pure rules that pick the cards of a lane. Kept apart from Payload so the rules are unit-tested on plain lists.
 */

export type RateCard = {
  id: string
  /** The charge's name as its source publishes it. */
  name: string
  charge: ChargeCode
  /** For surcharges: where they are levied. */
  stage: SurchargeStage | null
  mode: RateCardMode
  originRegion: RegionScope
  destinationRegion: RegionScope
  basis: ChargeBasis
  /** Per-container and per-TEU cards: the boxes they price (empty: every box). */
  containerTypes: string[]
  /** The figure; for percent-of-value, the percentage (0.3464 means 0.3464 %). */
  amount: number
  /** The high end of a published range. */
  amountHigh: number | null
  /** For percent-of-value: the bounds of the computed amount, in `currency`. */
  minimum: number | null
  maximum: number | null
  currency: string
  /** YYYY-MM-DD; validFrom is the source's date when seeded. */
  validFrom: string | null
  validUntil: string | null
  sourceType: SourceType
  sourceLabel: string
  sourceUrl: string | null
  /** As the source dates the figure: a date, a year, "not stated". */
  sourceDate: string
  note: string | null
  active: boolean
}

/** The lane being quoted; `on` is today's date (YYYY-MM-DD). */
export type Lane = { mode: ShippingMode; originRegion: RegionId | null; destinationRegion: RegionId | null; on: string }

/** A figure older than this is flagged stale. */
const STALE_AFTER_DAYS = 90

/**
 * The date a card's figure refers to: validFrom, else the start of what sourceDate names (2025-11-14, 2025-11,
 * 2025, 2025-Q2); null when not stated.
 */
export function figureDate(card: Pick<RateCard, 'validFrom' | 'sourceDate'>): string | null {
  if (card.validFrom) return card.validFrom.slice(0, 10)
  const text = card.sourceDate.trim()
  const day = /^(\d{4})-(\d{2})-(\d{2})\b/.exec(text)
  if (day) return `${day[1]}-${day[2]}-${day[3]}`
  const month = /^(\d{4})-(\d{2})\b/.exec(text)
  if (month) return `${month[1]}-${month[2]}-01`
  const quarter = /^(\d{4})-Q([1-4])\b/i.exec(text)
  if (quarter) return `${quarter[1]}-${String((Number(quarter[2]) - 1) * 3 + 1).padStart(2, '0')}-01`
  const year = /^(\d{4})\b/.exec(text)
  return year ? `${year[1]}-01-01` : null
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** Older than STALE_AFTER_DAYS on `on`, or of unknown date. */
export function isStale(card: Pick<RateCard, 'validFrom' | 'sourceDate'>, on: string): boolean {
  const date = figureDate(card)
  return date === null || daysBetween(date, on) > STALE_AFTER_DAYS
}

/** Active, and `on` within its validity (either end may be open). */
export function isCurrent(card: RateCard, on: string): boolean {
  return card.active && (!card.validFrom || card.validFrom.slice(0, 10) <= on) && (!card.validUntil || card.validUntil.slice(0, 10) >= on)
}

function coversLane(card: RateCard, lane: Lane): boolean {
  return (
    (card.mode === 'both' || card.mode === lane.mode) &&
    scopeCovers(card.originRegion, lane.originRegion) &&
    scopeCovers(card.destinationRegion, lane.destinationRegion)
  )
}

function pricesBox(card: RateCard, type: string): boolean {
  return card.containerTypes.length === 0 || card.containerTypes.includes(type)
}

/** The stage of a card's charge (who pays it under an Incoterm follows from it). */
export function stageOfCard(card: Pick<RateCard, 'charge' | 'stage'>): ChargeStage {
  return card.charge === 'surcharge' ? (card.stage ?? 'main-carriage') : stageOfCharge(card.charge)
}

/** Newest figure first; on the same date an index before other sources; then the more specific lane. */
function compareCards(a: RateCard, b: RateCard): number {
  const dateA = figureDate(a) ?? ''
  const dateB = figureDate(b) ?? ''
  if (dateA !== dateB) return dateA < dateB ? 1 : -1
  const indexA = a.sourceType === 'index' ? 0 : 1
  const indexB = b.sourceType === 'index' ? 0 : 1
  if (indexA !== indexB) return indexA - indexB
  const specificity = (c: RateCard) => scopeSpecificity(c.originRegion) + scopeSpecificity(c.destinationRegion)
  if (specificity(a) !== specificity(b)) return specificity(b) - specificity(a)
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/**
 * The ocean-freight card of a lane: FCL per box type (per-container or per-TEU cards naming that box), LCL per
 * W/M. Where several series cover the lane (an index and a forwarder's report, say), the newest figure wins.
 */
export function pickOceanFreight(cards: readonly RateCard[], lane: Lane, containerType?: string): RateCard | null {
  const candidates = cards.filter(
    (card) =>
      card.charge === 'ocean-freight' &&
      isCurrent(card, lane.on) &&
      coversLane(card, lane) &&
      (lane.mode === 'lcl'
        ? card.basis === 'per-wm'
        : (card.basis === 'per-container' || card.basis === 'per-teu') && containerType !== undefined && pricesBox(card, containerType)),
  )
  return [...candidates].sort(compareCards)[0] ?? null
}

/**
 * The other charges of a lane: every current card covering it, except ocean freight. A charge priced per box
 * applies only to FCL and the boxes it names; per W/M only to LCL. Staff keep one card per charge and place;
 * two cards for the same charge both apply (the seed keeps alternative sources inactive).
 */
export function pickOtherCharges(cards: readonly RateCard[], lane: Lane, containerTypes: readonly string[]): RateCard[] {
  return cards
    .filter((card) => card.charge !== 'ocean-freight' && isCurrent(card, lane.on) && coversLane(card, lane))
    .filter((card) => {
      if (card.basis === 'per-container' || card.basis === 'per-teu') return lane.mode === 'fcl' && containerTypes.some((type) => pricesBox(card, type))
      if (card.basis === 'per-wm') return lane.mode === 'lcl'
      return true
    })
    .sort(compareCards)
}
