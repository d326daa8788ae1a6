/**
 * The single list of editions. Routing, Payload localization, <html lang>, hreflang alternates
 * and number/date/currency formatting are all derived from it.
 */
import { dateTimeFormat, displayNames, numberFormat } from '@/lib/intl'

export const EDITIONS = [
  {
    code: 'en-in',
    label: 'India',
    nativeLabel: 'India',
    htmlLang: 'en-IN',
    country: 'IN',
    currency: 'INR',
    formatLocale: 'en-IN',
    timeZone: 'Asia/Kolkata',
  },
  {
    code: 'es-mx',
    label: 'Mexico',
    nativeLabel: 'México',
    htmlLang: 'es-MX',
    country: 'MX',
    currency: 'USD',
    formatLocale: 'es-MX',
    timeZone: 'America/Mexico_City',
  },
  {
    code: 'en-us',
    label: 'USA',
    nativeLabel: 'USA',
    htmlLang: 'en-US',
    country: 'US',
    currency: 'USD',
    formatLocale: 'en-US',
    timeZone: 'America/New_York',
  },
] as const

export type Edition = (typeof EDITIONS)[number]
export type EditionCode = Edition['code']

export const EDITION_CODES = EDITIONS.map((e) => e.code) as [EditionCode, ...EditionCode[]]
export const DEFAULT_EDITION: EditionCode = 'en-in'

export function isEditionCode(value: unknown): value is EditionCode {
  return typeof value === 'string' && (EDITION_CODES as readonly string[]).includes(value)
}

export function getEdition(code: EditionCode): Edition {
  const edition = EDITIONS.find((e) => e.code === code)
  if (!edition) throw new Error(`Unknown edition ${code}`)
  return edition
}

/**
 * A site path's segments split at its edition prefix: `prefixed` is the prefix it carries (null for none, the
 * default edition's address), `edition` the edition it belongs to, `rest` the segments inside that edition.
 */
export function splitEditionPath(pathname: string): { prefixed: EditionCode | null; edition: EditionCode; rest: string[] } {
  const segments = pathname.split('/').filter(Boolean)
  const prefixed = isEditionCode(segments[0]) ? segments[0] : null
  return { prefixed, edition: prefixed ?? DEFAULT_EDITION, rest: prefixed ? segments.slice(1) : segments }
}

/** Site-relative path of a page in an edition: the default edition has no prefix. */
export function editionPath(code: EditionCode, path: string): string {
  const clean = normalizePath(path)
  if (code === DEFAULT_EDITION) return clean
  return clean === '/' ? `/${code}` : `/${code}${clean}`
}

export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? ''
  const trimmed = withoutQuery.replace(/\/+/g, '/').replace(/\/$/, '')
  if (trimmed === '') return '/'
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

export function formatCurrency(code: EditionCode, amount: number, currency: string = getEdition(code).currency): string {
  return numberFormat(getEdition(code).formatLocale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount)
}

export function formatNumber(code: EditionCode, value: number): string {
  return numberFormat(getEdition(code).formatLocale).format(value)
}

/**
 * A country's or territory's name in the edition's language, from its ISO 3166-1 alpha-2 code ("US": "United
 * States", "Estados Unidos"); `fallback` (the reference data's English name) where the platform has none.
 */
export function formatCountry(code: EditionCode, iso2: string, fallback: string = iso2): string {
  const region = iso2.toUpperCase()
  if (!/^[A-Z]{2}$/.test(region)) return fallback
  return displayNames(getEdition(code).formatLocale, { type: 'region', fallback: 'none' }).of(region) ?? fallback
}

/**
 * The long date in the edition's language: an instant on the edition's calendar, or on that of another time zone
 * (an event's); a calendar day ("2026-03-31") as that day, wherever it is read.
 */
export function formatDate(code: EditionCode, date: Date | string, timeZone: string = getEdition(code).timeZone): string {
  const day = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
  return dateTimeFormat(getEdition(code).formatLocale, { dateStyle: 'long', timeZone: day ? 'UTC' : timeZone }).format(
    day ? new Date(`${date}T00:00:00Z`) : new Date(date),
  )
}
