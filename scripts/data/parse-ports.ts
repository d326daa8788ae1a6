import { cleanText, type CsvFile, type RowIssue } from './read-csv'

type CoordSource = 'unlocode' | 'geoapify-geocoded'

type Port = {
  locode: string
  country: string
  countryName: string
  location: string
  name: string
  nameAscii: string
  /** Names of the duplicate rows merged into this one (UN/LOCODE lists some places under two names). */
  alternativeNames: string[]
  subdivision: string | null
  subdivisionName: string | null
  status: string | null
  function: string
  iata: string | null
  lat: number | null
  lon: number | null
  coordSource: CoordSource | null
  dataSource: string
}

export type ParsedPorts = { ports: Port[]; skipped: RowIssue[]; notices: RowIssue[] }

export const PORT_COLUMNS = [
  'unlocode',
  'country',
  'country_name',
  'location',
  'name',
  'name_wo_diacritics',
  'subdivision',
  'subdivision_name',
  'status',
  'function',
  'iata',
  'lat',
  'lon',
  'coord_source',
  'data_source',
]

/** Status "XX": the entry will be removed from the next issue of UN/LOCODE. */
const TO_BE_REMOVED = 'XX'
const LOCODE = /^[A-Z]{2}[A-Z0-9]{3}$/
const FUNCTION = /^[0-9A-B-]{8}$/

function optionalText(value: string | undefined): string | null {
  const text = cleanText(value)
  return text === '' ? null : text
}

function coordinate(value: string | undefined, limit: number): number | null | undefined {
  const text = cleanText(value)
  if (text === '') return null
  const number = Number(text)
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined
}

/** Higher is better: official coordinates first, then any coordinates, then a known status. */
function preference(port: Port): number {
  return (port.coordSource === 'unlocode' ? 4 : 0) + (port.lat !== null ? 2 : 0) + (port.status ? 1 : 0)
}

/**
 * The UN/LOCODE seaports extract (unlocode-ports.csv): rows with the port function (position 1 of `function`),
 * rows marked for removal (status XX) dropped, one row per code. Where a code appears twice (a place listed
 * under two names), the row with official coordinates (coord_source unlocode) and a status wins, the other
 * name is kept as an alternative name for search. Coordinates keep their source: geocoded ones can be far off.
 */
export function parsePorts(file: CsvFile): ParsedPorts {
  const skipped: RowIssue[] = [...file.skipped]
  const notices: RowIssue[] = []
  const byCode = new Map<string, Port>()

  for (const { line, values } of file.records) {
    const locode = cleanText(values.unlocode).toUpperCase()
    const issue = (reason: string): void => {
      skipped.push({ file: file.name, line, code: locode, reason })
    }
    const country = cleanText(values.country).toUpperCase()
    const fn = cleanText(values.function)
    const publishedName = cleanText(values.name)
    const asciiName = cleanText(values.name_wo_diacritics)
    // 791 rows of the Geoapify part lost their accented letters to U+FFFD ("Durr�s"): their ASCII name is intact.
    const garbled = publishedName.includes('\uFFFD')
    const name = garbled && asciiName !== '' && !asciiName.includes('\uFFFD') ? asciiName : publishedName
    const status = optionalText(values.status)?.toUpperCase() ?? null
    let lat = coordinate(values.lat, 90)
    let lon = coordinate(values.lon, 180)
    const coordSource = optionalText(values.coord_source)
    if (!LOCODE.test(locode)) {
      issue('code is not 5 letters or digits')
      continue
    }
    if (locode.slice(0, 2) !== country) {
      issue('code does not start with the country')
      continue
    }
    if (!FUNCTION.test(fn)) {
      issue('function is not an 8-character classifier')
      continue
    }
    if (fn[0] !== '1') {
      issue('not a seaport (no port function)')
      continue
    }
    if (status === TO_BE_REMOVED) {
      issue('marked for removal (status XX)')
      continue
    }
    if (name === '') {
      issue('empty name')
      continue
    }
    if (name.includes('\uFFFD')) {
      issue('name with lost characters and no ASCII name')
      continue
    }
    if (garbled) notices.push({ file: file.name, line, code: locode, reason: 'name with lost accented letters (U+FFFD): the ASCII name used' })
    if (lat === undefined || lon === undefined || (lat === null) !== (lon === null)) {
      // DKNDB reads "97.06667,nan": the port is real, its position is not.
      notices.push({ file: file.name, line, code: locode, reason: 'coordinates out of range or incomplete: imported without them' })
      lat = null
      lon = null
    }
    if (coordSource !== null && coordSource !== 'unlocode' && coordSource !== 'geoapify-geocoded') {
      issue('unknown coordinate source')
      continue
    }

    const port: Port = {
      locode,
      country,
      countryName: cleanText(values.country_name),
      location: locode.slice(2),
      name,
      nameAscii: asciiName || name,
      alternativeNames: [],
      subdivision: optionalText(values.subdivision),
      subdivisionName: optionalText(values.subdivision_name),
      status,
      function: fn,
      iata: optionalText(values.iata),
      lat,
      lon,
      coordSource: lat === null ? null : ((coordSource ?? 'unlocode') as CoordSource),
      dataSource: cleanText(values.data_source),
    }
    const existing = byCode.get(locode)
    if (!existing) {
      byCode.set(locode, port)
      continue
    }
    const [kept, dropped] = preference(port) > preference(existing) ? [port, existing] : [existing, port]
    kept.alternativeNames = [...new Set([...existing.alternativeNames, dropped.name].filter((n) => n !== kept.name))]
    byCode.set(locode, kept)
    notices.push({ file: file.name, line, code: locode, reason: 'duplicate code: merged, the other name kept for search' })
  }
  return { ports: [...byCode.values()], skipped, notices }
}
