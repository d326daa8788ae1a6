/**
 * What a rate card stores, owned by the collection: the trade regions its lanes are written between (each port
 * belongs to one, see src/features/calculators/shipping/regions.ts), the charges and how they are counted, and the card's own
 * kinds. The quote engine reads these enumerations from here.
 */

const REGIONS = [
  { id: 'india-west-coast', label: 'India West Coast' },
  { id: 'india-east-coast', label: 'India East Coast' },
  { id: 'south-asia', label: 'South Asia (other)' },
  { id: 'middle-east-gulf', label: 'Middle East Gulf' },
  { id: 'red-sea', label: 'Red Sea' },
  { id: 'east-asia', label: 'East Asia' },
  { id: 'southeast-asia', label: 'Southeast Asia' },
  { id: 'oceania', label: 'Oceania' },
  { id: 'north-europe', label: 'North Europe' },
  { id: 'mediterranean', label: 'Mediterranean' },
  { id: 'black-sea', label: 'Black Sea' },
  { id: 'caspian-sea', label: 'Caspian Sea' },
  { id: 'west-africa', label: 'West Africa' },
  { id: 'southern-africa', label: 'Southern Africa' },
  { id: 'east-africa', label: 'East Africa' },
  { id: 'us-west-coast', label: 'US West Coast' },
  { id: 'us-east-coast', label: 'US East Coast' },
  { id: 'us-gulf', label: 'US Gulf' },
  { id: 'us-great-lakes', label: 'US Great Lakes' },
  { id: 'us-inland', label: 'US inland waterways' },
  { id: 'us-alaska-hawaii', label: 'Alaska and Hawaii' },
  { id: 'canada-west', label: 'Canada West Coast' },
  { id: 'canada-east', label: 'Canada East Coast and St Lawrence' },
  { id: 'mexico-pacific', label: 'Mexico Pacific' },
  { id: 'mexico-gulf', label: 'Mexico Gulf and Caribbean' },
  { id: 'central-america-caribbean', label: 'Central America and Caribbean' },
  { id: 'south-america-east', label: 'South America East Coast' },
  { id: 'south-america-west', label: 'South America West Coast' },
] as const

export type RegionId = (typeof REGIONS)[number]['id']
export const REGION_IDS = REGIONS.map((r) => r.id) as [RegionId, ...RegionId[]]

/** Groups a rate card may name instead of one region: every region of a country. */
export const REGION_GROUPS = [
  { id: 'all-india', label: 'India (all coasts)', regions: ['india-west-coast', 'india-east-coast'] },
  {
    id: 'all-usa',
    label: 'USA (all ports)',
    regions: ['us-west-coast', 'us-east-coast', 'us-gulf', 'us-great-lakes', 'us-inland', 'us-alaska-hawaii'],
  },
  { id: 'all-mexico', label: 'Mexico (all coasts)', regions: ['mexico-pacific', 'mexico-gulf'] },
] as const satisfies readonly { id: string; label: string; regions: readonly RegionId[] }[]

type RegionGroupId = (typeof REGION_GROUPS)[number]['id']

/** What a rate card's origin or destination names: one region, a group, or any place (local charges). */
export type RegionScope = RegionId | RegionGroupId | 'any'
export const REGION_SCOPES = ['any', ...REGION_GROUPS.map((g) => g.id), ...REGION_IDS] as [RegionScope, ...RegionScope[]]

export function regionLabel(id: RegionScope): string {
  if (id === 'any') return 'Any'
  return [...REGIONS, ...REGION_GROUPS].find((r) => r.id === id)?.label ?? id
}

export const CHARGE_CODES = [
  'ocean-freight',
  'origin-terminal-handling',
  'origin-documentation',
  'export-customs-clearance',
  'destination-terminal-handling',
  'destination-documentation',
  'import-customs-clearance',
  'surcharge',
  'insurance',
] as const
export type ChargeCode = (typeof CHARGE_CODES)[number]

export const CHARGE_BASES = ['per-container', 'per-teu', 'per-wm', 'per-bl', 'per-shipment', 'percent-of-value'] as const
export type ChargeBasis = (typeof CHARGE_BASES)[number]

/**
 * Where along the journey a charge falls, which decides who pays it under an Incoterm: the origin's local charges
 * and export clearance, the main carriage (ocean freight and its surcharges), insurance, the destination's local
 * charges, import clearance.
 */
export const CHARGE_STAGES = ['origin', 'export-clearance', 'main-carriage', 'insurance', 'destination', 'import-clearance'] as const
export type ChargeStage = (typeof CHARGE_STAGES)[number]

export const RATE_CARD_MODES = ['fcl', 'lcl', 'both'] as const
export type RateCardMode = (typeof RATE_CARD_MODES)[number]

/** What kind of publication a figure comes from: an index wins a tie with a guide of the same date. */
export const SOURCE_TYPES = ['index', 'carrier-tariff', 'official', 'market-report', 'guide'] as const
export type SourceType = (typeof SOURCE_TYPES)[number]

/** Where a surcharge is levied (other charges have a fixed stage, see stageOfCharge). */
export const SURCHARGE_STAGES = ['origin', 'main-carriage', 'destination'] as const satisfies readonly ChargeStage[]
export type SurchargeStage = (typeof SURCHARGE_STAGES)[number]

/** Every container type a per-container card may name (the boxes of container-specs.csv). */
export const CARD_CONTAINER_TYPES = ['20GP', '40GP', '40HC', '20RF', '40RF', '40RH'] as const
