import { getEdition, type EditionCode } from '@/i18n/editions'

/**
 * The countries whose phones the forms accept: only the calling codes the editions serve, so the forms cannot
 * be used to send text messages anywhere else.
 */
export const PHONE_COUNTRIES = [
  { country: 'India', dialCode: '+91', iso: 'IN' },
  { country: 'Mexico', dialCode: '+52', iso: 'MX' },
  { country: 'USA', dialCode: '+1', iso: 'US' },
  { country: 'Canada', dialCode: '+1', iso: 'CA' },
] as const

export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['country']
export const PHONE_COUNTRY_NAMES = PHONE_COUNTRIES.map((c) => c.country) as [PhoneCountry, ...PhoneCountry[]]
const DIAL_CODES = [...new Set(PHONE_COUNTRIES.map((c) => c.dialCode))] as [string, ...string[]]
export type DialCode = '+91' | '+52' | '+1'

export function dialCodeOf(country: PhoneCountry): DialCode {
  return PHONE_COUNTRIES.find((c) => c.country === country)!.dialCode
}

/** The calling code of an edition's own country (+91 in India, +52 in Mexico, +1 in the USA). */
export function editionDialCode(edition: EditionCode): DialCode {
  return PHONE_COUNTRIES.find((c) => c.iso === getEdition(edition).country)!.dialCode
}

/** Accepts '+52', '52' or ' +52 ' and answers the canonical '+52', or undefined when the code is not served. */
export function normalizeDialCode(value: string): DialCode | undefined {
  const canonical = `+${value.trim().replace(/^\+/, '')}`
  return (DIAL_CODES as string[]).includes(canonical) ? (canonical as DialCode) : undefined
}

/** The E.164 form of a ten-digit national number: '+91' and '9812345678' give '+919812345678'. */
export function toE164(dialCode: DialCode, nationalNumber: string): string {
  return `${dialCode}${nationalNumber}`
}
