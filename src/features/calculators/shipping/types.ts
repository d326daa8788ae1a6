/**
 * The shipment estimate's contract, shared by the quote service (this feature), its JSON API, the
 * shipment-calculator page and the emailed PDF quote.
 */
import type { ChargeBasis, ChargeCode, ChargeStage } from '@/collections/RateCards/options'

export const SHIPPING_MODES = ['lcl', 'fcl'] as const
export type ShippingMode = (typeof SHIPPING_MODES)[number]

/** Incoterms 2020. */
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const
export type Incoterm = (typeof INCOTERMS)[number]

export type ContainerRequest = { type: string; count: number }
export type PackageRequest = { count: number; lengthCm: number; widthCm: number; heightCm: number; weightKg: number }

/** The body of POST /api/shipping/quote (see schema.ts for the limits). */
export type QuoteRequest = {
  mode: ShippingMode
  /** UN/LOCODE of the ports, e.g. INNSA. */
  origin: string
  destination: string
  /** FCL: the boxes (at least one line). */
  containers?: ContainerRequest[]
  /** LCL: the packages (at least one line); FCL: optional, to check that they fit and weigh what the boxes carry. */
  packages?: PackageRequest[]
  /** FCL without packages: the cargo's total weight, checked against the boxes' payload. */
  cargoWeightKg?: number
  hsCode?: string
  /** The goods' value, for the charges quoted as a percentage of it (insurance, US customs fees). */
  cargoValue?: number
  /** ISO 4217 code of cargoValue; USD when absent. A percentage fee in another currency is listed as excluded, never converted. */
  cargoCurrency?: string
  incoterm?: Incoterm
}

export type Port = {
  locode: string
  name: string
  country: string
  countryName: string
  lat: number | null
  lon: number | null
  /** unlocode: official coordinates; geoapify-geocoded: a geocoder's, approximate (absent in search results). */
  coordSource?: 'unlocode' | 'geoapify-geocoded' | null
}

export type ContainerSpec = {
  type: string
  isoSizeType: string
  description: string
  inside: { lengthM: number; widthM: number | null; heightM: number | null }
  door: { widthM: number | null; heightM: number | null }
  capacityM3: number
  maxGrossKg: number | null
  tareKg: number | null
  maxPayloadKg: number | null
  /** Twenty-foot equivalent units of one box (1 for 20 ft, 2 for 40 ft). */
  teu: number
}

/** Where a figure comes from: shown beside it on the page and in the PDF. */
export type QuoteSource = { label: string; url?: string; date: string; note?: string }

export type QuoteLine = {
  code: ChargeCode
  /** Localized label of the charge. */
  label: string
  /** The charge's own name as its source publishes it (English), e.g. "Terminal Handling Service - Origin (OHC), Maersk". */
  name: string
  stage: ChargeStage
  basis: ChargeBasis
  /** Localized description of the basis with its quantity, e.g. "2 × 40HC at USD 2,402". */
  basisLabel: string
  /** The low end when the published figure is a range; rounded to 2 decimals. */
  amount: number
  /** The high end when the published figure is a range. */
  amountHigh?: number
  currency: string
  /** Who pays this line under the chosen Incoterm (absent when no Incoterm was given). */
  paidBy?: 'seller' | 'buyer'
  source: QuoteSource
  /** The published figure is older than the freshness limit: the page warns about it. */
  stale: boolean
}

/** A sum per currency: no exchange rate is invented, so lines in other currencies are totalled apart. */
export type CurrencyTotal = { currency: string; amount: number; amountHigh?: number }

/** The answer of POST /api/shipping/quote. */
export type QuoteResult = {
  mode: ShippingMode
  origin: Port
  destination: Port
  originRegion: string
  destinationRegion: string
  chargeable: { cbm: number; tonnes: number; wm: number; containers?: ContainerRequest[]; teu?: number }
  lines: QuoteLine[]
  /** Total of the lines in `currency` (the ocean freight's currency). */
  total: number
  totalHigh?: number
  currency: string
  /** Totals of the lines in other currencies, never converted. */
  otherTotals: CurrencyTotal[]
  /** Charges the estimate leaves out, as localized sentences. */
  excluded: string[]
  /** Null when a port has no usable coordinates or lies too far from the sea-route network. */
  distanceKm: number | null
  distanceSource: QuoteSource | null
  /**
   * How the distance was measured: each port's straight distance to the nearest point of the sea-route network
   * (included in distanceKm) and the canals the route passes.
   */
  route: { originSnapKm: number; destinationSnapKm: number; via: ('suez' | 'panama')[] } | null
  /** Null when no published transit time covers the lane. */
  transitDays: { min: number; max: number } | null
  transitSource: QuoteSource | null
  /** Null when no published emission factor covers the lane (or the distance is unknown). */
  co2eKg: number | null
  /**
   * factor in `unit` as the source publishes it; `gas` says whether it counts all greenhouse gases (CO2e) or CO2
   * only (older Clean Cargo averages); `teu` is the TEU-equivalent the factor was applied to; `method` is a
   * localized sentence: factor × TEU × km, with any adjustment the source prescribes.
   */
  emissions: { factor: number; unit: string; gas: 'CO2e' | 'CO2'; teu: number; method: string; source: QuoteSource } | null
  hsCode?: { code: string; description: string }
  cargoValue?: number
  cargoCurrency?: string
  incoterm?: Incoterm
  /** ISO date (YYYY-MM-DD). */
  validUntil: string
  /** ISO timestamp of the calculation. */
  calculatedAt: string
  sources: QuoteSource[]
  /** Localized notes, e.g. "LCL above 15 m³: a full container may cost less". */
  warnings: string[]
}

/** The 422 answer when no rate card covers the lane: the page offers a quote request instead. */
export type NoRateCardBody = {
  error: {
    code: 'NO_RATE_CARD'
    message: string
    lane: { origin: string; destination: string; originRegion: string | null; destinationRegion: string | null; mode: ShippingMode; containerType?: string }
  }
}
