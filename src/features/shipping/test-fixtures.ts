import type { EmissionFactorRecord } from './emissions'
import type { QuoteText } from './quote'
import type { RateCard } from './rate-cards'
import type { TransitRecord } from './transit'
import type { ContainerSpec, Port } from './types'

/** Test data in the shapes the quote engine reads, with the figures of the shared data files. */

export const SPECS: ContainerSpec[] = [
  { type: '20GP', isoSizeType: '22G1', description: '20ft dry', inside: { lengthM: 5.896, widthM: 2.35, heightM: 2.393 }, door: { widthM: 2.34, heightM: 2.274 }, capacityM3: 33, maxGrossKg: 30480, tareKg: 2230, maxPayloadKg: 28030, teu: 1 },
  { type: '40GP', isoSizeType: '42G1', description: '40ft dry', inside: { lengthM: 12.032, widthM: 2.35, heightM: 2.392 }, door: { widthM: 2.34, heightM: 2.274 }, capacityM3: 67, maxGrossKg: 30480, tareKg: 3800, maxPayloadKg: 26680, teu: 2 },
  { type: '40HC', isoSizeType: '45G1', description: '40ft high cube', inside: { lengthM: 12.032, widthM: 2.35, heightM: 2.697 }, door: { widthM: 2.34, heightM: 2.577 }, capacityM3: 76, maxGrossKg: 30480, tareKg: 3900, maxPayloadKg: 26580, teu: 2 },
  { type: '20RF', isoSizeType: '22R1', description: '20ft reefer', inside: { lengthM: 5.456, widthM: 2.294, heightM: null }, door: { widthM: 2.29, heightM: 2.264 }, capacityM3: 28.4, maxGrossKg: 30480, tareKg: 3000, maxPayloadKg: 27480, teu: 1 },
  { type: '40RH', isoSizeType: '45R1', description: '40ft hc reefer', inside: { lengthM: 11.59, widthM: 2.285, heightM: 2.4 }, door: { widthM: 2.29, heightM: 2.25 }, capacityM3: 63.6, maxGrossKg: null, tareKg: null, maxPayloadKg: null, teu: 2 },
]

export const PORTS: Record<string, Port> = {
  INNSA: { locode: 'INNSA', name: 'Jawaharlal Nehru (Nhava Sheva)', country: 'IN', countryName: 'India', lat: 18.94703, lon: 72.95266, coordSource: 'geoapify-geocoded' },
  INMAA: { locode: 'INMAA', name: 'Chennai (ex Madras)', country: 'IN', countryName: 'India', lat: 13.08333, lon: 80.28333, coordSource: 'unlocode' },
  USNYC: { locode: 'USNYC', name: 'New York', country: 'US', countryName: 'United States', lat: 40.7, lon: -74, coordSource: 'unlocode' },
  USLAX: { locode: 'USLAX', name: 'Los Angeles', country: 'US', countryName: 'United States', lat: 34.05, lon: -118.25, coordSource: 'unlocode' },
  CNSHG: { locode: 'CNSHG', name: 'Shanghai Pt', country: 'CN', countryName: 'China', lat: 31.24603, lon: 121.48338, coordSource: 'geoapify-geocoded' },
  NLRTM: { locode: 'NLRTM', name: 'Rotterdam', country: 'NL', countryName: 'Netherlands', lat: 51.91667, lon: 4.5, coordSource: 'unlocode' },
  AEJEA: { locode: 'AEJEA', name: 'Jebel Ali', country: 'AE', countryName: 'United Arab Emirates', lat: 24.91891, lon: 55.05647, coordSource: 'geoapify-geocoded' },
  MXZLO: { locode: 'MXZLO', name: 'Manzanillo', country: 'MX', countryName: 'Mexico', lat: 19.05, lon: -104.3, coordSource: 'unlocode' },
}

let nextId = 1
/** A current, active card with the given fields (an FCL ocean-freight card by default). */
export function card(fields: Partial<RateCard>): RateCard {
  return {
    id: String(nextId++),
    name: 'Test card',
    charge: 'ocean-freight',
    stage: null,
    mode: 'fcl',
    originRegion: 'any',
    destinationRegion: 'any',
    basis: 'per-container',
    containerTypes: [],
    amount: 100,
    amountHigh: null,
    minimum: null,
    maximum: null,
    currency: 'USD',
    validFrom: '2026-11-01',
    validUntil: null,
    sourceType: 'index',
    sourceLabel: 'Test source',
    sourceUrl: 'https://example.org/source',
    sourceDate: '2026-11-01',
    note: null,
    active: true,
    ...fields,
  }
}

export const FACTORS: EmissionFactorRecord[] = [
  { key: 'glec-panama-trade-dry', basis: 'per TEU-km', value: 0.0804, unit: 'kg CO2e/TEU-km', laneOrVessel: 'Panama Trade - Container ship (dry)', sourceTitle: 'GLEC Framework v3.1 (2024)', sourceUrl: 'https://example.org/glec-panama', year: '2024', kgPerTeuKm: 0.0804, gas: 'CO2e' },
  { key: 'glec-europe-africa-dry', basis: 'per TEU-km', value: 0.0894, unit: 'kg CO2e/TEU-km', laneOrVessel: 'Europe (North & Med) to/from Africa - Container ship (dry)', sourceTitle: 'GLEC Framework v3.1 (2024)', sourceUrl: 'https://example.org/glec-africa', year: '2024', kgPerTeuKm: 0.0894, gas: 'CO2e' },
  { key: 'glec-global-reefer', basis: 'per TEU-km', value: 0.1393, unit: 'kg CO2e/TEU-km', laneOrVessel: 'Other Global - Container ship - reefer', sourceTitle: 'GLEC Framework (2019)', sourceUrl: 'https://example.org/glec-reefer', year: '2019', kgPerTeuKm: 0.1393, gas: 'CO2e' },
  { key: 'ccwg-asia-north-europe-dry', basis: 'per TEU-km', value: 37.9, unit: 'g CO2/TEU-km', laneOrVessel: 'Asia to North Europe, dry', sourceTitle: 'Clean Cargo 2015', sourceUrl: 'https://example.org/ccwg-ne', year: '2014', kgPerTeuKm: 0.0379, gas: 'CO2' },
  { key: 'ccwg-asia-uswc-dry', basis: 'per TEU-km', value: 65.1, unit: "g CO2 'per-TEU'", laneOrVessel: 'Asia to North America West Coast, dry', sourceTitle: 'Clean Cargo 2012', sourceUrl: 'https://example.org/ccwg-uswc', year: '2011', kgPerTeuKm: 0.0651, gas: 'CO2' },
  { key: 'imo-tonnes-per-teu', basis: 'tonnes per TEU (conversion)', value: 10, unit: 't per loaded TEU', laneOrVessel: 'Ships carrying a combination of containers and other cargo', sourceTitle: 'IMO EEOI guidelines', sourceUrl: 'https://example.org/imo', year: 'not stated', kgPerTeuKm: null, gas: null },
  { key: 'ccwg-utilisation', basis: 'utilisation adjustment', value: 70, unit: '% average utilisation', laneOrVessel: 'Clean Cargo (CCWG) recommendation', sourceTitle: 'Hamburg Sud calculator', sourceUrl: 'https://example.org/hsud', year: 'not stated', kgPerTeuKm: null, gas: null },
  { key: 'ccwg-distance-uplift', basis: 'distance adjustment', value: 15, unit: '% distance uplift', laneOrVessel: 'Clean Cargo (CCWG) recommendation', sourceTitle: 'Hamburg Sud calculator', sourceUrl: 'https://example.org/hsud', year: 'not stated', kgPerTeuKm: null, gas: null },
]

export const TRANSIT: TransitRecord[] = [
  { originLocode: 'INNSA', destinationLocode: 'USNYC', originRegion: 'india-west-coast', destinationRegion: 'us-east-coast', daysMin: 28, daysMax: 38, sourceUrl: 'https://blogs.tradlinx.com/x', sourceDate: '2025' },
  { originLocode: 'INNSA', destinationLocode: 'NLRTM', originRegion: 'india-west-coast', destinationRegion: 'north-europe', daysMin: 23, daysMax: 23, sourceUrl: 'https://www.transolve.com.au/x', sourceDate: 'not stated' },
  { originLocode: 'INNSA', destinationLocode: 'NLRTM', originRegion: 'india-west-coast', destinationRegion: 'north-europe', daysMin: 33, daysMax: 33, sourceUrl: 'https://www.transolve.com.au/x', sourceDate: 'not stated' },
  { originLocode: 'CNSHG', destinationLocode: 'USLAX', originRegion: 'east-asia', destinationRegion: 'us-west-coast', daysMin: 13, daysMax: 18, sourceUrl: 'https://www.zcytsc.com/x', sourceDate: 'not stated' },
]

/** English text without the message files: the key and its values, so tests can read what was said. */
export const TEXT: QuoteText = {
  t: (key, values) => (values && Object.keys(values).length > 0 ? `${key} ${JSON.stringify(values)}` : key),
  number: (value, digits = 2) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value),
  money: (amount, currency) => `${currency} ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount)}`,
}
