import type { RegionId } from '@/collections/RateCards/options'
import type { QuoteSource } from './types'

/** A published transit time (reference.transit_times) with the regions of its ports. */
export type TransitRecord = {
  originLocode: string
  destinationLocode: string
  originRegion: RegionId | null
  destinationRegion: RegionId | null
  daysMin: number
  daysMax: number
  sourceUrl: string
  sourceDate: string
}

export type TransitEstimate = { days: { min: number; max: number }; match: 'port-pair' | 'region-pair'; sources: QuoteSource[] }

function sourceOf(record: TransitRecord): QuoteSource {
  let label = record.sourceUrl
  try {
    label = new URL(record.sourceUrl).hostname.replace(/^www\./, '')
  } catch {
    // keep the address as the label
  }
  return {
    label,
    url: record.sourceUrl,
    date: record.sourceDate,
    note: `${record.originLocode} → ${record.destinationLocode}: ${record.daysMin}–${record.daysMax} days`,
  }
}

/**
 * The transit-time range of a lane: the published figures for exactly these two ports (in this direction),
 * else those between the two regions, combined from the lowest minimum to the highest maximum; null when none
 * was published (the quote says so rather than guess).
 */
export function estimateTransit(
  records: readonly TransitRecord[],
  lane: { origin: string; destination: string; originRegion: RegionId | null; destinationRegion: RegionId | null },
): TransitEstimate | null {
  const exact = records.filter((r) => r.originLocode === lane.origin && r.destinationLocode === lane.destination)
  const regional =
    lane.originRegion && lane.destinationRegion
      ? records.filter((r) => r.originRegion === lane.originRegion && r.destinationRegion === lane.destinationRegion)
      : []
  const [match, rows] = exact.length > 0 ? (['port-pair', exact] as const) : (['region-pair', regional] as const)
  if (rows.length === 0) return null
  return {
    days: { min: Math.min(...rows.map((r) => r.daysMin)), max: Math.max(...rows.map((r) => r.daysMax)) },
    match,
    sources: rows.map(sourceOf),
  }
}
