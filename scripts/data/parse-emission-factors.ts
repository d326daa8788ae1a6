import { cleanText, type CsvFile, type RowIssue } from './read-csv'

/**
 * The rows the quote engine knows how to use, recognised by their wording (the file has no identifiers). A row
 * that matches none is still imported, with no key, and used by nothing.
 */
type FactorKey =
  | 'glec-panama-trade-dry'
  | 'glec-europe-africa-dry'
  | 'glec-global-reefer'
  | 'ccwg-asia-north-europe-dry'
  | 'ccwg-asia-uswc-dry'
  | 'desnz-container-over-8000-teu'
  | 'imo-tonnes-per-teu'
  | 'searoutes-tonnes-per-teu'
  | 'ccwg-utilisation'
  | 'ccwg-distance-uplift'

const RECOGNISED: { key: FactorKey; basis: string; lane: RegExp }[] = [
  { key: 'glec-panama-trade-dry', basis: 'per TEU-km', lane: /^Panama Trade\b.*\(dry\)/i },
  { key: 'glec-europe-africa-dry', basis: 'per TEU-km', lane: /^Europe \(North & Med\) to\/from Africa\b.*\(dry\)/i },
  { key: 'glec-global-reefer', basis: 'per TEU-km', lane: /^Other Global\b.*reefer/i },
  { key: 'ccwg-asia-north-europe-dry', basis: 'per TEU-km', lane: /^Asia to North Europe, dry/i },
  { key: 'ccwg-asia-uswc-dry', basis: 'per TEU-km', lane: /^Asia to North America West Coast, dry/i },
  { key: 'desnz-container-over-8000-teu', basis: 'per tonne-km', lane: /^Container ship \(over 8000 TEU\)/i },
  { key: 'imo-tonnes-per-teu', basis: 'tonnes per TEU (conversion)', lane: /carrying a combination of containers/i },
  { key: 'searoutes-tonnes-per-teu', basis: 'tonnes per TEU (conversion)', lane: /^Searoutes/i },
  { key: 'ccwg-utilisation', basis: 'utilisation adjustment', lane: /Clean Cargo/i },
  { key: 'ccwg-distance-uplift', basis: 'distance adjustment', lane: /Clean Cargo/i },
]

type EmissionFactor = {
  id: number
  key: FactorKey | null
  basis: string
  /** As published, in `unit`. */
  value: number
  unit: string
  scope: string | null
  laneOrVessel: string
  sourceTitle: string
  sourceUrl: string
  year: string
  /** For per TEU-km factors: the value in kg per TEU-km (grams divided by 1,000). */
  kgPerTeuKm: number | null
  /** What the factor counts: CO2e (all greenhouse gases) or CO2 only; null for conversions. */
  gas: 'CO2e' | 'CO2' | null
}

export type ParsedEmissionFactors = { factors: EmissionFactor[]; skipped: RowIssue[]; notices: RowIssue[] }

export const FACTOR_COLUMNS = ['basis', 'value', 'unit', 'scope', 'lane_or_vessel', 'source_title', 'source_url', 'year']

function gasOf(unit: string): 'CO2e' | 'CO2' | null {
  if (/\bCO2e\b/i.test(unit)) return 'CO2e'
  if (/\bCO2\b/i.test(unit)) return 'CO2'
  return null
}

/** Emission factors and conversions (factors.csv), values as published; per TEU-km values also in kg. */
export function parseEmissionFactors(file: CsvFile): ParsedEmissionFactors {
  const skipped: RowIssue[] = [...file.skipped]
  const notices: RowIssue[] = []
  const factors: EmissionFactor[] = []
  const seen = new Set<FactorKey>()
  file.records.forEach(({ line, values }) => {
    const basis = cleanText(values.basis)
    const laneOrVessel = cleanText(values.lane_or_vessel)
    const unit = cleanText(values.unit)
    const issue = (reason: string): void => {
      skipped.push({ file: file.name, line, code: basis, reason })
    }
    const value = Number(cleanText(values.value))
    if (!Number.isFinite(value) || value <= 0) return issue('value is not a positive number')
    if (basis === '' || unit === '' || laneOrVessel === '') return issue('basis, unit or lane missing')
    const sourceUrl = cleanText(values.source_url)
    if (!/^https?:\/\//.test(sourceUrl)) return issue('no source address')
    let kgPerTeuKm: number | null = null
    if (basis === 'per TEU-km') {
      if (/^kg\b/i.test(unit)) kgPerTeuKm = value
      else if (/^g\b/i.test(unit)) kgPerTeuKm = Number((value / 1000).toPrecision(12))
      else return issue('per TEU-km factor in a unit other than g or kg')
    }
    const recognised = RECOGNISED.find((r) => r.basis === basis && r.lane.test(laneOrVessel))
    let key: FactorKey | null = recognised?.key ?? null
    if (key && seen.has(key)) {
      notices.push({ file: file.name, line, code: key, reason: 'a second row of the same kind: imported without a key' })
      key = null
    }
    if (key) seen.add(key)
    else if (!recognised) notices.push({ file: file.name, line, code: basis, reason: 'a kind of factor the quote does not use: imported without a key' })
    factors.push({
      id: factors.length + 1,
      key,
      basis,
      value,
      unit,
      scope: cleanText(values.scope) || null,
      laneOrVessel,
      sourceTitle: cleanText(values.source_title),
      sourceUrl,
      year: cleanText(values.year) || 'not stated',
      kgPerTeuKm,
      gas: kgPerTeuKm !== null || basis === 'per tonne-km' ? gasOf(unit) : null,
    })
  })
  return { factors, skipped, notices }
}
