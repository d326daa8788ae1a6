import { regionLabel, type RegionScope } from './options'

type TitleFields = {
  charge?: string | null
  name?: string | null
  originRegion?: string | null
  destinationRegion?: string | null
  containerTypes?: string[] | null
  basis?: string | null
  amount?: number | null
  amountHigh?: number | null
  currency?: string | null
  sourceDate?: string | null
}

const CHARGE_NAMES: Record<string, string> = {
  'ocean-freight': 'Ocean freight',
  'origin-terminal-handling': 'Origin THC',
  'origin-documentation': 'Origin documentation',
  'export-customs-clearance': 'Export clearance',
  'destination-terminal-handling': 'Destination THC',
  'destination-documentation': 'Destination documentation',
  'import-customs-clearance': 'Import clearance',
  surcharge: 'Surcharge',
  insurance: 'Insurance',
}

/**
 * The card's title in the admin list: charge, lane, boxes, figure and date, e.g.
 * "Ocean freight · India West Coast → US East Coast · 40GP/40HC · USD 1300 · 2026-01-13".
 */
export function rateCardTitle(card: TitleFields): string {
  const charge = card.charge === 'surcharge' && card.name ? `Surcharge: ${card.name}` : (CHARGE_NAMES[card.charge ?? ''] ?? card.charge ?? 'Rate card')
  const lane = `${regionLabel((card.originRegion ?? 'any') as RegionScope)} → ${regionLabel((card.destinationRegion ?? 'any') as RegionScope)}`
  const boxes = card.containerTypes?.length ? card.containerTypes.join('/') : card.basis === 'per-wm' ? 'per W/M' : null
  const figure =
    card.amount === null || card.amount === undefined
      ? null
      : card.basis === 'percent-of-value'
        ? `${card.amount}${card.amountHigh ? `–${card.amountHigh}` : ''} %`
        : `${card.currency ?? ''} ${card.amount}${card.amountHigh ? `–${card.amountHigh}` : ''}`.trim()
  return [charge, lane, boxes, figure, card.sourceDate].filter(Boolean).join(' · ')
}
