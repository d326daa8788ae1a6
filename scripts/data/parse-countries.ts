import { cleanText, type CsvFile, type RowIssue } from './read-csv'

type Country = {
  iso2: string
  iso3: string
  isoNumeric: string
  name: string
  officialName: string | null
  dialCodes: string[]
  currencyCode: string | null
  currencyName: string | null
  region: string | null
  subRegion: string | null
  continent: string | null
  capital: string | null
  tld: string | null
  isIndependent: boolean
  sovereignty: string | null
}
export type ParsedCountries = { countries: Country[]; skipped: RowIssue[] }

export const COUNTRY_COLUMNS = ['iso2', 'iso3', 'iso_numeric', 'name', 'dial']

/** The full upstream file (country-codes.csv) read with the column names of countries-compact.csv. */
export const COUNTRY_HEADER_ALIASES = {
  'ISO3166-1-Alpha-2': 'iso2',
  'ISO3166-1-Alpha-3': 'iso3',
  'ISO3166-1-numeric': 'iso_numeric',
  'CLDR display name': 'name',
  Dial: 'dial',
  'ISO4217-currency_alphabetic_code': 'currency_code',
  'ISO4217-currency_name': 'currency_name',
  'Region Name': 'region',
  'Sub-region Name': 'sub_region',
  Continent: 'continent',
  Capital: 'capital',
  TLD: 'tld',
}

function optionalText(value: string | undefined): string | null {
  const text = cleanText(value)
  return text === '' ? null : text
}

/** Countries and territories by ISO 3166-1 code. Every value is read as text: Namibia's "NA" stays a code. */
export function parseCountries(file: CsvFile): ParsedCountries {
  const skipped: RowIssue[] = [...file.skipped]
  const countries = new Map<string, Country>()
  for (const { line, values } of file.records) {
    const iso2 = cleanText(values.iso2).toUpperCase()
    const iso3 = cleanText(values.iso3).toUpperCase()
    const numeric = cleanText(values.iso_numeric)
    const name = cleanText(values.name)
    const issue = (reason: string): void => {
      skipped.push({ file: file.name, line, code: iso2, reason })
    }
    if (!/^[A-Z]{2}$/.test(iso2) || !/^[A-Z]{3}$/.test(iso3)) issue('ISO code is not 2 and 3 letters')
    else if (!/^\d{1,3}$/.test(numeric)) issue('ISO numeric code is not 1 to 3 digits')
    else if (name === '') issue('empty name')
    else if (countries.has(iso2)) issue('duplicate code')
    else {
      const independence = optionalText(values.is_independent)
      countries.set(iso2, {
        iso2,
        iso3,
        isoNumeric: numeric.padStart(3, '0'),
        name,
        officialName: optionalText(values.official_name_en),
        dialCodes: cleanText(values.dial)
          .split(',')
          .map((dial) => dial.trim())
          .filter(Boolean),
        currencyCode: optionalText(values.currency_code),
        currencyName: optionalText(values.currency_name),
        region: optionalText(values.region),
        subRegion: optionalText(values.sub_region),
        continent: optionalText(values.continent),
        capital: optionalText(values.capital),
        tld: optionalText(values.tld),
        isIndependent: independence === 'Yes',
        sovereignty: independence === 'Yes' ? null : independence,
      })
    }
  }
  return { countries: [...countries.values()], skipped }
}
