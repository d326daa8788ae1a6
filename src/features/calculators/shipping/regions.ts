/**
 * Trade regions: the lanes of the rate cards, transit times and emission factors are written between regions,
 * not ports. Each port belongs to one region, decided by its country and, for countries on two coasts, by its
 * coordinates. Pure code: the same answer in the admin, the quote engine and the tests.
 */
import { REGION_GROUPS, REGION_IDS, REGION_SCOPES, type RegionId, type RegionScope } from '@/collections/RateCards/options'

function isRegionId(value: unknown): value is RegionId {
  return typeof value === 'string' && (REGION_IDS as readonly string[]).includes(value)
}

export function isRegionScope(value: unknown): value is RegionScope {
  return typeof value === 'string' && (REGION_SCOPES as readonly string[]).includes(value)
}

/** Whether a region falls under a card's scope; the more specific scopes rank higher (see scopeSpecificity). */
export function scopeCovers(scope: RegionScope, region: RegionId | null): boolean {
  if (scope === 'any') return true
  if (region === null) return false
  if (scope === region) return true
  const group = REGION_GROUPS.find((g) => g.id === scope)
  return Boolean(group && (group.regions as readonly string[]).includes(region))
}

/** 2 for a region, 1 for a group, 0 for any. */
export function scopeSpecificity(scope: RegionScope): number {
  return scope === 'any' ? 0 : isRegionId(scope) ? 2 : 1
}

type Position = { lat: number; lon: number }
/** A country whose ports lie on several coasts: the region of a position (lat, lon in degrees). */
type Splitter = (p: Position) => RegionId | null

/** Countries whose ports are all in one region. */
const SINGLE_REGION: Partial<Record<RegionId, readonly string[]>> = {
  'south-asia': ['PK', 'LK', 'BD', 'MV'],
  'middle-east-gulf': ['AE', 'QA', 'BH', 'KW', 'OM', 'IQ'],
  'red-sea': ['YE', 'SD', 'ER', 'DJ', 'JO'],
  'east-asia': ['CN', 'HK', 'MO', 'TW', 'KR', 'KP', 'JP', 'MN'],
  'southeast-asia': ['SG', 'MY', 'ID', 'TH', 'VN', 'PH', 'KH', 'MM', 'BN', 'TL', 'LA'],
  oceania: [
    'AU',
    'NZ',
    'PG',
    'FJ',
    'NC',
    'PF',
    'SB',
    'VU',
    'WS',
    'TO',
    'KI',
    'FM',
    'MH',
    'PW',
    'NR',
    'TV',
    'CK',
    'NU',
    'WF',
    'AS',
    'GU',
    'MP',
    'UM',
    'NF',
    'PN',
    'TK',
    'CX',
    'CC',
  ],
  'north-europe': [
    'GB',
    'IE',
    'IM',
    'JE',
    'GG',
    'FO',
    'IS',
    'NO',
    'SE',
    'FI',
    'DK',
    'DE',
    'NL',
    'BE',
    'LU',
    'PT',
    'PL',
    'LT',
    'LV',
    'EE',
    'GL',
    'SJ',
    'AX',
    'CH',
    'AT',
    'CZ',
    'HU',
    'SK',
    'BY',
  ],
  mediterranean: ['IT', 'GR', 'MT', 'CY', 'HR', 'SI', 'AL', 'ME', 'BA', 'TR', 'LB', 'SY', 'IL', 'PS', 'LY', 'TN', 'DZ', 'MC', 'GI', 'SM'],
  'black-sea': ['BG', 'RO', 'UA', 'GE', 'MD', 'RS'],
  'caspian-sea': ['AZ', 'TM', 'KZ'],
  'west-africa': ['MR', 'SN', 'GM', 'GW', 'GN', 'SL', 'LR', 'CI', 'GH', 'TG', 'BJ', 'NG', 'CM', 'GQ', 'GA', 'CG', 'CD', 'AO', 'ST', 'CV', 'EH', 'SH'],
  'southern-africa': ['ZA', 'NA'],
  'east-africa': ['KE', 'TZ', 'MZ', 'MG', 'SO', 'MU', 'SC', 'KM', 'RE', 'YT'],
  'canada-east': ['PM'],
  'central-america-caribbean': [
    'PA',
    'CR',
    'NI',
    'HN',
    'SV',
    'GT',
    'BZ',
    'CU',
    'JM',
    'HT',
    'DO',
    'PR',
    'BS',
    'TC',
    'KY',
    'VG',
    'VI',
    'AI',
    'AG',
    'KN',
    'MS',
    'GP',
    'MQ',
    'DM',
    'LC',
    'VC',
    'GD',
    'BB',
    'TT',
    'AW',
    'CW',
    'SX',
    'BQ',
    'BL',
    'MF',
    'BM',
    'VE',
  ],
  'south-america-east': ['BR', 'AR', 'UY', 'PY', 'GY', 'SR', 'GF', 'FK', 'BO'],
  'south-america-west': ['CL', 'PE', 'EC'],
}

const COUNTRY_REGION = new Map<string, RegionId>(
  Object.entries(SINGLE_REGION).flatMap(([region, countries]) => countries.map((country) => [country, region as RegionId] as const)),
)

/**
 * Countries on several coasts. The lines are drawn between their ports: India's west coast ends at Kanyakumari
 * (77.5° E); Mexico's Gulf ports all lie north of 18° N and east of 98.5° W, its Pacific ports west of that or
 * south of 17.2° N; Florida's Gulf coast is west of 82° W, or west of 81° W below 28° N (Fort Myers, Key West),
 * which leaves Jacksonville on the Atlantic.
 */
const SPLITTERS: Record<string, Splitter> = {
  IN: ({ lon }) => (lon < 77.5 ? 'india-west-coast' : 'india-east-coast'),
  US: ({ lat, lon }) => {
    if (lat > 49 || lon < -125 || lat < 24) return 'us-alaska-hawaii'
    if (lon <= -115) return 'us-west-coast'
    if (lat < 31 && (lon <= -82 || (lon <= -81 && lat < 28))) return 'us-gulf'
    if (lat >= 41 && lon <= -75.4) return 'us-great-lakes'
    if (lon >= -82) return 'us-east-coast'
    return 'us-inland'
  },
  MX: ({ lat, lon }) => (lon < -98.5 || lat < 17.2 ? 'mexico-pacific' : 'mexico-gulf'),
  CA: ({ lon }) => (lon < -110 ? 'canada-west' : 'canada-east'),
  // Mediterranean Spain from Algeciras round to Catalonia and the Balearics; the Atlantic and Biscay coasts, Galicia
  // and the Canaries go with North Europe.
  ES: ({ lat, lon }) => (lon >= -5.7 && lat < 43 && lat > 35 ? 'mediterranean' : 'north-europe'),
  FR: ({ lat, lon }) => (lat < 43.8 && lon > 2.9 ? 'mediterranean' : 'north-europe'),
  MA: ({ lon }) => (lon > -6 ? 'mediterranean' : 'west-africa'),
  EG: ({ lat }) => (lat < 30.5 ? 'red-sea' : 'mediterranean'),
  SA: ({ lon }) => (lon < 45 ? 'red-sea' : 'middle-east-gulf'),
  IR: ({ lat }) => (lat > 35 ? 'caspian-sea' : 'middle-east-gulf'),
  CO: ({ lat, lon }) => (lon < -76.8 && lat < 8 ? 'south-america-west' : 'central-america-caribbean'),
  RU: ({ lat, lon }) => {
    if (lon >= 100 || lon <= -168) return 'east-asia'
    if (lat < 48) return lon < 42 ? 'black-sea' : 'caspian-sea'
    return 'north-europe'
  },
}

/** The region of a port: by country, or by country and position for countries on several coasts; null when unknown. */
export function regionOfPort(port: { country: string; lat: number | null; lon: number | null }): RegionId | null {
  const country = port.country.toUpperCase()
  const single = COUNTRY_REGION.get(country)
  if (single) return single
  const split = SPLITTERS[country]
  if (!split) return null
  // Without coordinates a country on several coasts cannot be placed: no guess.
  if (port.lat === null || port.lon === null || !Number.isFinite(port.lat) || !Number.isFinite(port.lon)) return null
  return split({ lat: port.lat, lon: port.lon })
}
