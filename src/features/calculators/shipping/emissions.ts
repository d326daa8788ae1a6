import type { RegionId } from '@/collections/RateCards/options'
import type { QuoteSource } from './types'

/**
 * The shipment's emissions by the GLEC Framework / ISO 14083 method for container shipping: intensity factor
 * (per TEU-km) × TEU-equivalent × distance. The factors come from reference.emission_factors (factors.csv), each
 * used only on the lanes it was published for; where none was, the quote gives no figure rather than borrow one.
 */

/** A row of reference.emission_factors. */
export type EmissionFactorRecord = {
  key: string | null
  basis: string
  value: number
  unit: string
  laneOrVessel: string
  sourceTitle: string
  sourceUrl: string
  year: string
  kgPerTeuKm: number | null
  gas: 'CO2e' | 'CO2' | null
}

type EmissionMethod = 'glec' | 'clean-cargo' | 'glec-reefer'

type EmissionPart = {
  factor: EmissionFactorRecord
  method: EmissionMethod
  teu: number
  /** Clean Cargo nominal-capacity factors: divided by the utilisation share, distance raised by the uplift. */
  utilisationPercent: number | null
  distanceUpliftPercent: number | null
  kg: number
}

export type EmissionEstimate = {
  kg: number
  parts: EmissionPart[]
  /** LCL: the conversion used for the TEU-equivalent (tonnes per TEU). */
  tonnesPerTeu: EmissionFactorRecord | null
  sources: QuoteSource[]
}

export type EmissionRefusal = { refused: 'no-distance' | 'no-factor' | 'no-conversion' }

const ASIA: readonly RegionId[] = ['east-asia', 'southeast-asia']
const NORTH_AMERICA_WEST: readonly RegionId[] = ['us-west-coast', 'canada-west']
const EUROPE: readonly RegionId[] = ['north-europe', 'mediterranean']
const AFRICA: readonly RegionId[] = ['west-africa', 'southern-africa', 'east-africa']

const within = (regions: readonly RegionId[], region: RegionId | null) => region !== null && regions.includes(region)

/**
 * The dry-cargo factor of a lane: GLEC's "Panama Trade" for routes through the Panama Canal; Clean Cargo's
 * Asia → North Europe and Asia → North America West Coast averages for those directions; GLEC's Europe ↔ Africa
 * factor; otherwise none.
 */
export function dryFactorKey(lane: { originRegion: RegionId | null; destinationRegion: RegionId | null; viaPanama: boolean }): string | null {
  const { originRegion: from, destinationRegion: to } = lane
  if (lane.viaPanama) return 'glec-panama-trade-dry'
  if (within(ASIA, from) && to === 'north-europe') return 'ccwg-asia-north-europe-dry'
  if (within(ASIA, from) && within(NORTH_AMERICA_WEST, to)) return 'ccwg-asia-uswc-dry'
  if ((within(EUROPE, from) && within(AFRICA, to)) || (within(AFRICA, from) && within(EUROPE, to))) return 'glec-europe-africa-dry'
  return null
}

const REEFER = /(RF|RH)$/

function sourceOf(row: EmissionFactorRecord): QuoteSource {
  return { label: row.sourceTitle, url: row.sourceUrl, date: row.year, note: row.laneOrVessel }
}

/**
 * Emissions of a shipment: FCL boxes split into dry and reefer TEU (reefers take GLEC's global reefer factor),
 * LCL as tonnes ÷ tonnes per TEU (IMO's 10 t per loaded TEU). Clean Cargo averages are CO2 at nominal capacity:
 * divided by its recommended utilisation and the distance raised by its recommended uplift, as Clean Cargo
 * prescribes. GLEC factors are on a shortest-feasible-distance basis, which the network distance is: no adjustment.
 */
export function estimateEmissions(input: {
  factors: readonly EmissionFactorRecord[]
  distanceKm: number | null
  originRegion: RegionId | null
  destinationRegion: RegionId | null
  viaPanama: boolean
  /** FCL: TEU by box type. */
  boxes?: { type: string; teu: number }[]
  /** LCL: the cargo's weight. */
  tonnes?: number
}): EmissionEstimate | EmissionRefusal {
  if (input.distanceKm === null) return { refused: 'no-distance' }
  const byKey = (key: string) => input.factors.find((f) => f.key === key) ?? null
  const km = input.distanceKm
  let tonnesPerTeu: EmissionFactorRecord | null = null
  let dryTeu = 0
  let reeferTeu = 0
  if (input.boxes) {
    for (const box of input.boxes) {
      if (REEFER.test(box.type)) reeferTeu += box.teu
      else dryTeu += box.teu
    }
  } else {
    tonnesPerTeu = byKey('imo-tonnes-per-teu') ?? byKey('searoutes-tonnes-per-teu')
    if (!tonnesPerTeu) return { refused: 'no-conversion' }
    dryTeu = (input.tonnes ?? 0) / tonnesPerTeu.value
  }
  const parts: EmissionPart[] = []
  if (dryTeu > 0) {
    const key = dryFactorKey(input)
    const factor = key ? byKey(key) : null
    if (!factor?.kgPerTeuKm) return { refused: 'no-factor' }
    const cleanCargo = key!.startsWith('ccwg-')
    const utilisation = cleanCargo ? (byKey('ccwg-utilisation')?.value ?? null) : null
    const uplift = cleanCargo ? (byKey('ccwg-distance-uplift')?.value ?? null) : null
    const kg = (factor.kgPerTeuKm / (utilisation ? utilisation / 100 : 1)) * dryTeu * km * (1 + (uplift ?? 0) / 100)
    parts.push({ factor, method: cleanCargo ? 'clean-cargo' : 'glec', teu: dryTeu, utilisationPercent: utilisation, distanceUpliftPercent: uplift, kg })
  }
  if (reeferTeu > 0) {
    const factor = byKey('glec-global-reefer')
    if (!factor?.kgPerTeuKm) return { refused: 'no-factor' }
    parts.push({ factor, method: 'glec-reefer', teu: reeferTeu, utilisationPercent: null, distanceUpliftPercent: null, kg: factor.kgPerTeuKm * reeferTeu * km })
  }
  if (parts.length === 0) return { refused: 'no-factor' }
  const adjustments = parts.some((p) => p.method === 'clean-cargo') ? ['ccwg-utilisation', 'ccwg-distance-uplift'].map(byKey) : []
  const rows = [...parts.map((p) => p.factor), tonnesPerTeu, ...adjustments].filter((r): r is EmissionFactorRecord => r !== null)
  return {
    kg: Math.round(parts.reduce((sum, p) => sum + p.kg, 0) * 10) / 10,
    parts,
    tonnesPerTeu,
    sources: [...new Map(rows.map((r) => [r.sourceUrl + r.laneOrVessel, sourceOf(r)])).values()],
  }
}

/** The unit of a per TEU-km factor as published, tidied: "g CO2/TEU-km", "kg CO2e/TEU-km". */
export function factorUnit(row: EmissionFactorRecord): string {
  const mass = /^g\b/i.test(row.unit) ? 'g' : 'kg'
  return `${mass} ${row.gas ?? 'CO2e'}/TEU-km`
}

export function isEmissionEstimate(value: EmissionEstimate | EmissionRefusal): value is EmissionEstimate {
  return 'kg' in value
}
