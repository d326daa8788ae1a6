import type { RateCard } from '../../src/features/calculators/shipping/rate-cards'
import type { RegionScope } from '../../src/collections/RateCards/options'
import { cleanText, type CsvFile, type RowIssue } from './read-csv'

/**
 * The seed's rate cards, from the published levels in freight-rates/rates.csv and charges.csv (see their
 * SOURCE.md). Every figure is copied, never converted; a range stays a range.
 *
 * Ocean freight (rates.csv): every row becomes a card. Per lane, box and index series (index_name) only the
 * newest row is active; the older rows are kept inactive for the record. The quote picks, among the active
 * cards of a lane and box, the newest figure (on the same date an index before other sources). A "40ft/FEU"
 * figure prices 40GP and 40HC (the sources do not tell them apart); a 20 ft figure only 20GP.
 *
 * Local charges (charges.csv): mapped by the rules below. Left out, and reported: the customs broker's export fee
 * ("0.25% of FOB or 150 per MT or 150 per CBM whichever is higher; minimum 1500") and the LCL cargo handling
 * ("1350 per W/M or 1700 per ton (min 1700)"), formulas a card cannot represent; the MPF minimum and maximum
 * rows, which become the bounds of the MPF card. Kept inactive: alternatives to an active card of the same
 * charge (an unnamed carrier's export documentation fee beside Maersk's; Hapag-Lloyd's war-risk surcharge beside
 * CMA CGM's conflict surcharge: one carrier's applies, not both), the optional B/L printing fee, and a broker's
 * B/L handling fee that is only a part of its (unrepresentable) clearance fee.
 *
 * validFrom is the source's date where it is a day; validUntil stays empty (staff set it).
 */

export type RateCardSeed = Omit<RateCard, 'id'>

export type ParsedFreightRates = { cards: RateCardSeed[]; skipped: RowIssue[] }

export const RATE_COLUMNS = ['origin_region', 'destination_region', 'container', 'rate_usd', 'index_name', 'index_date', 'source_url', 'note']
export const CHARGE_COLUMNS = ['country', 'port_or_region', 'charge', 'basis', 'amount', 'currency', 'date', 'source_url', 'note']

/** The regions of rates.csv, as the regions module names them. */
const RATE_REGIONS: Record<string, RegionScope> = {
  'China (Shanghai)': 'east-asia',
  'Far East': 'east-asia',
  'China/East Asia': 'east-asia',
  // Every "India" row is a Nhava Sheva (JNPT) figure (origin_example_locode INNSA, and the sources say so).
  India: 'india-west-coast',
  'India (West coast)': 'india-west-coast',
  'US West Coast': 'us-west-coast',
  'US East Coast': 'us-east-coast',
  'North Europe': 'north-europe',
  Mediterranean: 'mediterranean',
  'Middle East (Dubai/Jebel Ali)': 'middle-east-gulf',
  'Middle East (Jebel Ali)': 'middle-east-gulf',
}

const BOXES: Record<string, string[]> = { '20GP': ['20GP'], '40GP': ['40GP', '40HC'] }

/** "2402" → 2402; "1600-1700" → 1600 to 1700; "0.3464%" → 0.3464; anything else null. */
export function parseAmount(text: string): { amount: number; amountHigh: number | null } | null {
  const match = /^(\d+(?:\.\d+)?)%?(?:\s*[-–]\s*(\d+(?:\.\d+)?)%?)?$/.exec(text.replace(/,/g, '').trim())
  if (!match) return null
  const amount = Number(match[1])
  const amountHigh = match[2] ? Number(match[2]) : null
  if (amountHigh !== null && amountHigh < amount) return null
  return { amount, amountHigh }
}

function isoDay(text: string): string | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null
}

function sourceTypeOfIndex(name: string): RateCard['sourceType'] {
  if (/\b(no|not an) index\b/i.test(name)) return /guide/i.test(name) ? 'guide' : 'market-report'
  if (/\bIndex\b|\bWCI\b|\bSCFI\b|\bFBX\b|Xeneta/i.test(name)) return 'index'
  if (/guide/i.test(name)) return 'guide'
  return 'market-report'
}

const CARD_DEFAULTS = { stage: null, minimum: null, maximum: null, validUntil: null, active: true } as const

/** rates.csv: one ocean-freight card per row, the newest of each series active. */
export function parseRates(file: CsvFile): ParsedFreightRates {
  const skipped: RowIssue[] = [...file.skipped]
  const cards: (RateCardSeed & { series: string })[] = []
  for (const { line, values } of file.records) {
    const origin = RATE_REGIONS[cleanText(values.origin_region)]
    const destination = RATE_REGIONS[cleanText(values.destination_region)]
    const container = cleanText(values.container).toUpperCase()
    const name = cleanText(values.index_name)
    const date = cleanText(values.index_date)
    const issue = (reason: string): void => {
      skipped.push({ file: file.name, line, code: `${values.origin_region} → ${values.destination_region} ${container}`, reason })
    }
    const amount = parseAmount(cleanText(values.rate_usd))
    if (!origin || !destination) {
      issue('a region the regions module does not know')
      continue
    }
    if (!BOXES[container]) {
      issue('a container other than 20GP or 40GP')
      continue
    }
    if (!amount) {
      issue('rate is neither a number nor a range')
      continue
    }
    if (name === '') {
      issue('no index or source name')
      continue
    }
    cards.push({
      ...CARD_DEFAULTS,
      series: `${origin}|${destination}|${container}|${name}`,
      name,
      charge: 'ocean-freight',
      mode: 'fcl',
      originRegion: origin,
      destinationRegion: destination,
      basis: 'per-container',
      containerTypes: BOXES[container]!,
      ...amount,
      currency: 'USD',
      validFrom: isoDay(date),
      sourceType: sourceTypeOfIndex(name),
      sourceLabel: name,
      sourceUrl: cleanText(values.source_url) || null,
      sourceDate: date || 'not stated',
      note: cleanText(values.note) || null,
    })
  }
  const newest = new Map<string, string>()
  for (const card of cards) {
    const date = card.validFrom ?? ''
    if (date > (newest.get(card.series) ?? '')) newest.set(card.series, date)
  }
  return {
    cards: cards.map(({ series, ...card }) => ({ ...card, active: (card.validFrom ?? '') === newest.get(series) })),
    skipped,
  }
}

type ChargeRule = {
  /** Matches the row's `charge` text (and `port_or_region` when given). */
  charge: RegExp
  place?: RegExp
  /** Where the figure goes; `null`: the row is not a card (the reason is reported). */
  card: Omit<
    RateCardSeed,
    'amount' | 'amountHigh' | 'currency' | 'validFrom' | 'sourceLabel' | 'sourceUrl' | 'sourceDate' | 'note' | 'name' | 'minimum' | 'maximum' | 'validUntil'
  > | null
  reason?: string
  note?: string
}

const fcl = 'fcl' as const
const DRY_40 = ['40GP', '40HC']

const CHARGE_RULES: ChargeRule[] = [
  {
    charge: /Origin \(OHC\), Maersk.*20 DRY/i,
    card: {
      charge: 'origin-terminal-handling',
      stage: null,
      mode: fcl,
      originRegion: 'india-west-coast',
      destinationRegion: 'any',
      basis: 'per-container',
      containerTypes: ['20GP'],
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /Origin \(OHC\), Maersk.*40 DRY/i,
    card: {
      charge: 'origin-terminal-handling',
      stage: null,
      mode: fcl,
      originRegion: 'india-west-coast',
      destinationRegion: 'any',
      basis: 'per-container',
      containerTypes: DRY_40,
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /Documentation Fee - Origin \(ODF\), Maersk/i,
    card: {
      charge: 'origin-documentation',
      stage: null,
      mode: fcl,
      originRegion: 'india-west-coast',
      destinationRegion: 'any',
      basis: 'per-bl',
      containerTypes: [],
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /^Export Documentation Fee \(MTD\)/i,
    card: {
      charge: 'origin-documentation',
      stage: null,
      mode: fcl,
      originRegion: 'all-india',
      destinationRegion: 'any',
      basis: 'per-bl',
      containerTypes: [],
      sourceType: 'carrier-tariff',
      active: false,
    },
    note: 'Inactive: an unnamed carrier’s alternative to the Maersk origin documentation fee (one carrier’s applies); source unverified.',
  },
  {
    charge: /^B\/L printing fee/i,
    card: {
      charge: 'surcharge',
      stage: 'origin',
      mode: fcl,
      originRegion: 'all-india',
      destinationRegion: 'any',
      basis: 'per-bl',
      containerTypes: [],
      sourceType: 'carrier-tariff',
      active: false,
    },
    note: 'Inactive: only for original (printed) bills of lading; source unverified.',
  },
  {
    charge: /^Export Service Fee \(ESF\).*20ft/i,
    card: {
      charge: 'surcharge',
      stage: 'origin',
      mode: fcl,
      originRegion: 'india-west-coast',
      destinationRegion: 'any',
      basis: 'per-container',
      containerTypes: ['20GP', '20RF'],
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /^Export Service Fee \(ESF\).*40ft/i,
    card: {
      charge: 'surcharge',
      stage: 'origin',
      mode: fcl,
      originRegion: 'india-west-coast',
      destinationRegion: 'any',
      basis: 'per-container',
      containerTypes: ['40GP', '40HC', '40RF', '40RH'],
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /Destination \(DHC\), Maersk, 20 DRY/i,
    place: /^Jawaharlal Nehru/i,
    card: {
      charge: 'destination-terminal-handling',
      stage: null,
      mode: fcl,
      originRegion: 'any',
      destinationRegion: 'india-west-coast',
      basis: 'per-container',
      containerTypes: ['20GP'],
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /Destination \(DHC\), Maersk, 40 DRY/i,
    place: /^Jawaharlal Nehru/i,
    card: {
      charge: 'destination-terminal-handling',
      stage: null,
      mode: fcl,
      originRegion: 'any',
      destinationRegion: 'india-west-coast',
      basis: 'per-container',
      containerTypes: DRY_40,
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /^Documentation fee - Destination \(DDF\), Maersk/i,
    card: {
      charge: 'destination-documentation',
      stage: null,
      mode: fcl,
      originRegion: 'any',
      destinationRegion: 'india-west-coast',
      basis: 'per-bl',
      containerTypes: [],
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /^Customs broker service charge - export/i,
    card: null,
    reason: 'amount is a formula (percent of FOB, per tonne or per m³, whichever is higher, with a minimum) a card cannot represent',
  },
  {
    charge: /^Customs broker - Bill of Lading handling/i,
    card: {
      charge: 'export-customs-clearance',
      stage: null,
      mode: 'both',
      originRegion: 'all-india',
      destinationRegion: 'any',
      basis: 'per-bl',
      containerTypes: [],
      sourceType: 'carrier-tariff',
      active: false,
    },
    note: 'Inactive: only a part of the broker’s fees; its clearance fee is a formula the cards cannot represent.',
  },
  {
    charge: /^Cargo handling charges \(general cargo\), LCL/i,
    card: null,
    reason: 'amount is a formula (per W/M or per tonne, with a minimum) a card cannot represent',
  },
  {
    charge: /^Documentation fee, LCL/i,
    card: {
      charge: 'destination-documentation',
      stage: null,
      mode: 'lcl',
      originRegion: 'any',
      destinationRegion: 'all-india',
      basis: 'per-bl',
      containerTypes: [],
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /^Service fee, LCL/i,
    card: {
      charge: 'surcharge',
      stage: 'destination',
      mode: 'lcl',
      originRegion: 'any',
      destinationRegion: 'all-india',
      basis: 'per-bl',
      containerTypes: [],
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /^LCL ocean freight/i,
    place: /^India -> US West Coast/i,
    card: {
      charge: 'ocean-freight',
      stage: null,
      mode: 'lcl',
      originRegion: 'all-india',
      destinationRegion: 'us-west-coast',
      basis: 'per-wm',
      containerTypes: [],
      sourceType: 'guide',
      active: true,
    },
  },
  {
    charge: /^LCL ocean freight/i,
    place: /^India -> US East Coast/i,
    card: {
      charge: 'ocean-freight',
      stage: null,
      mode: 'lcl',
      originRegion: 'all-india',
      destinationRegion: 'us-east-coast',
      basis: 'per-wm',
      containerTypes: [],
      sourceType: 'guide',
      active: true,
    },
  },
  {
    charge: /^LCL ocean freight/i,
    place: /^China -> USA/i,
    card: {
      charge: 'ocean-freight',
      stage: null,
      mode: 'lcl',
      originRegion: 'east-asia',
      destinationRegion: 'all-usa',
      basis: 'per-wm',
      containerTypes: [],
      sourceType: 'guide',
      active: true,
    },
  },
  {
    charge: /Emergency Conflict Surcharge \(ECS\), 20ft/i,
    card: {
      charge: 'surcharge',
      stage: 'main-carriage',
      mode: fcl,
      originRegion: 'any',
      destinationRegion: 'middle-east-gulf',
      basis: 'per-container',
      containerTypes: ['20GP'],
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /Emergency Conflict Surcharge \(ECS\), 40ft/i,
    card: {
      charge: 'surcharge',
      stage: 'main-carriage',
      mode: fcl,
      originRegion: 'any',
      destinationRegion: 'middle-east-gulf',
      basis: 'per-container',
      containerTypes: DRY_40,
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /War Risk Surcharge \(WRS\)/i,
    card: {
      charge: 'surcharge',
      stage: 'main-carriage',
      mode: fcl,
      originRegion: 'any',
      destinationRegion: 'middle-east-gulf',
      basis: 'per-teu',
      containerTypes: ['20GP', '40GP', '40HC'],
      sourceType: 'carrier-tariff',
      active: false,
    },
    note: 'Inactive: Hapag-Lloyd’s alternative to the CMA CGM conflict surcharge (one carrier’s applies, not both).',
  },
  {
    charge: /Destination \(DHC\), Maersk, all 20 DRY/i,
    place: /^United States/i,
    card: {
      charge: 'destination-terminal-handling',
      stage: null,
      mode: fcl,
      originRegion: 'any',
      destinationRegion: 'all-usa',
      basis: 'per-container',
      containerTypes: ['20GP'],
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /Destination \(DHC\), Maersk, all 40/i,
    place: /^United States/i,
    card: {
      charge: 'destination-terminal-handling',
      stage: null,
      mode: fcl,
      originRegion: 'any',
      destinationRegion: 'all-usa',
      basis: 'per-container',
      containerTypes: DRY_40,
      sourceType: 'carrier-tariff',
      active: true,
    },
  },
  {
    charge: /^Merchandise Processing Fee \(MPF\), ad valorem/i,
    card: {
      charge: 'import-customs-clearance',
      stage: null,
      mode: 'both',
      originRegion: 'any',
      destinationRegion: 'all-usa',
      basis: 'percent-of-value',
      containerTypes: [],
      sourceType: 'official',
      active: true,
    },
  },
  { charge: /^Merchandise Processing Fee \(MPF\) (minimum|maximum)/i, card: null, reason: 'the bound of the MPF card (merged into it)' },
  {
    charge: /^Harbor Maintenance Fee \(HMF\)/i,
    card: {
      charge: 'import-customs-clearance',
      stage: null,
      mode: 'both',
      originRegion: 'any',
      destinationRegion: 'all-usa',
      basis: 'percent-of-value',
      containerTypes: [],
      sourceType: 'official',
      active: true,
    },
  },
  {
    charge: /^Importer Security Filing \(ISF\)/i,
    card: {
      charge: 'import-customs-clearance',
      stage: null,
      mode: 'both',
      originRegion: 'any',
      destinationRegion: 'all-usa',
      basis: 'per-shipment',
      containerTypes: [],
      sourceType: 'guide',
      active: true,
    },
  },
]

/** charges.csv: the local charges and surcharges by the rules above; rows no rule maps are reported. */
export function parseCharges(file: CsvFile): ParsedFreightRates {
  const skipped: RowIssue[] = [...file.skipped]
  const cards: RateCardSeed[] = []
  const bounds: Record<'minimum' | 'maximum', number | null> = { minimum: null, maximum: null }
  for (const { line, values } of file.records) {
    const name = cleanText(values.charge)
    const place = cleanText(values.port_or_region)
    const issue = (reason: string): void => {
      skipped.push({ file: file.name, line, code: name, reason })
    }
    const rule = CHARGE_RULES.find((r) => r.charge.test(name) && (!r.place || r.place.test(place)))
    if (!rule) {
      issue('no rule maps this charge')
      continue
    }
    const bound = /^Merchandise Processing Fee \(MPF\) (minimum|maximum)/i.exec(name)?.[1]?.toLowerCase() as 'minimum' | 'maximum' | undefined
    if (bound) bounds[bound] = parseAmount(cleanText(values.amount))?.amount ?? null
    if (!rule.card) {
      issue(rule.reason ?? 'not a card')
      continue
    }
    const amount = parseAmount(cleanText(values.amount))
    if (!amount) {
      issue('amount is neither a number, a percentage nor a range')
      continue
    }
    const date = cleanText(values.date)
    const note = [rule.note, cleanText(values.note)].filter(Boolean).join(' ')
    cards.push({
      ...rule.card,
      name,
      ...amount,
      minimum: null,
      maximum: null,
      currency: cleanText(values.currency).toUpperCase(),
      validFrom: isoDay(date),
      validUntil: null,
      sourceLabel: `${name} (${place})`,
      sourceUrl: cleanText(values.source_url) || null,
      sourceDate: date || 'not stated',
      note: note || null,
    })
  }
  // The MPF's minimum and maximum are rows of their own in the file: they bound the MPF card.
  for (const card of cards) {
    if (/^Merchandise Processing Fee \(MPF\), ad valorem/i.test(card.name)) Object.assign(card, bounds)
  }
  return { cards, skipped }
}
