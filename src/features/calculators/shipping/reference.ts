import { referencePool } from '@/features/reference-tools/data/db'
import { getLoadedVersions, type DatasetVersion } from '@/features/reference-tools/data/versions'
import type { EmissionFactorRecord } from './emissions'
import { regionOfPort } from './regions'
import type { TransitRecord } from './transit'
import { listContainers } from './containers'
import type { ContainerSpec, Port, QuoteSource } from './types'

/**
 * The shipping reference tables the quote reads whole (a few rows each): container specifications, transit
 * times (with their ports' regions) and emission factors. Read once and kept until an import changes a dataset's
 * version, so a quote costs no query for them.
 */

export const SHIPPING_DATASETS = ['unlocode-ports', 'container-specs', 'transit-times', 'emission-factors'] as const

export type ShippingReference = {
  containers: ContainerSpec[]
  transitTimes: TransitRecord[]
  factors: EmissionFactorRecord[]
  /** The datasets' versions, cited with the quote's figures. */
  datasetSources: QuoteSource[]
  /** Ports already looked up, kept as long as this version of the data (at most every port once). */
  ports: Map<string, Port>
}

const num = (value: string | null): number | null => (value === null ? null : Number(value))

async function readTransitTimes(): Promise<TransitRecord[]> {
  const { rows } = await referencePool().query<{
    origin_locode: string
    destination_locode: string
    days_min: number
    days_max: number
    source_url: string
    source_date: string
    o_country: string | null
    o_lat: number | null
    o_lon: number | null
    d_country: string | null
    d_lat: number | null
    d_lon: number | null
  }>(
    `SELECT t.origin_locode, t.destination_locode, t.days_min, t.days_max, t.source_url, t.source_date,
            o.country AS o_country, o.lat AS o_lat, o.lon AS o_lon, d.country AS d_country, d.lat AS d_lat, d.lon AS d_lon
       FROM reference.transit_times t
       LEFT JOIN reference.ports o ON o.locode = t.origin_locode
       LEFT JOIN reference.ports d ON d.locode = t.destination_locode
      ORDER BY t.id`,
  )
  // A code missing from the port list still has a country: its first two letters.
  const region = (code: string, country: string | null, lat: number | null, lon: number | null) =>
    regionOfPort({ country: country ?? code.slice(0, 2), lat, lon })
  return rows.map((r) => ({
    originLocode: r.origin_locode,
    destinationLocode: r.destination_locode,
    originRegion: region(r.origin_locode, r.o_country, r.o_lat, r.o_lon),
    destinationRegion: region(r.destination_locode, r.d_country, r.d_lat, r.d_lon),
    daysMin: r.days_min,
    daysMax: r.days_max,
    sourceUrl: r.source_url,
    sourceDate: r.source_date,
  }))
}

async function readFactors(): Promise<EmissionFactorRecord[]> {
  const { rows } = await referencePool().query<{
    factor_key: string | null
    basis: string
    value: string
    unit: string
    lane_or_vessel: string
    source_title: string
    source_url: string
    year: string
    kg_per_teu_km: string | null
    gas: 'CO2e' | 'CO2' | null
  }>(`SELECT factor_key, basis, value, unit, lane_or_vessel, source_title, source_url, year, kg_per_teu_km, gas FROM reference.emission_factors ORDER BY id`)
  return rows.map((r) => ({
    key: r.factor_key,
    basis: r.basis,
    value: Number(r.value),
    unit: r.unit,
    laneOrVessel: r.lane_or_vessel,
    sourceTitle: r.source_title,
    sourceUrl: r.source_url,
    year: r.year,
    kgPerTeuKm: num(r.kg_per_teu_km),
    gas: r.gas,
  }))
}

function datasetSource(version: DatasetVersion): QuoteSource {
  return { label: `${version.source} — ${version.versionLabel}`, url: version.sourceUrl, date: version.importedAt.toISOString().slice(0, 10), note: 'imported' }
}

let cached: { key: string; reference: Promise<ShippingReference> } | undefined

/** The reference data of a quote, or null while a dataset is not imported (the API then answers 503). */
export async function getShippingReference(): Promise<ShippingReference | null> {
  const versions = await getLoadedVersions(SHIPPING_DATASETS)
  if (!versions) return null
  const key = versions.map((v) => `${v.dataset}@${v.importedAt.toISOString()}`).join('|')
  if (cached?.key !== key) {
    const reference = Promise.all([listContainers(), readTransitTimes(), readFactors()]).then(([containers, transitTimes, factors]) => ({
      containers,
      transitTimes,
      factors,
      datasetSources: versions.filter((v) => v.dataset === 'unlocode-ports' || v.dataset === 'container-specs').map(datasetSource),
      ports: new Map<string, Port>(),
    }))
    cached = { key, reference }
    // A failed read is not kept.
    reference.catch(() => {
      if (cached?.reference === reference) cached = undefined
    })
  }
  return cached.reference
}
