import 'server-only'
import freeEmailProviders from 'email-providers/all.json'
import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import type { MessageKey } from '@/lib/api/messages'
import { PHONE_COUNTRIES, type DialCode } from './dial-codes'
import { emailDomain } from './fields'

/**
 * Checks of a phone and a business e-mail that need more data than a browser should load, run by the server
 * before anything is sent or stored: the browser's own checks (fields.ts) stay small.
 */

/**
 * Whether a national number is a real number of a country the editions serve under its calling code, by
 * libphonenumber's metadata: +1 876… is Jamaica's, not the USA's or Canada's, and 0000000000 is nobody's.
 */
export function isServedPhoneNumber(nationalNumber: string, dialCode: DialCode): boolean {
  return PHONE_COUNTRIES.filter((c) => c.dialCode === dialCode).some(({ iso }) => {
    const parsed = parsePhoneNumberFromString(nationalNumber, iso)
    return parsed !== undefined && parsed.isValid() && parsed.country === iso
  })
}

/** The free mail providers (email-providers, a maintained list of about 9,000: gmail.com, outlook.com, rediffmail.com…). */
const FREE_MAIL = new Set<string>(freeEmailProviders)

export function isFreeMailAddress(email: string): boolean {
  return FREE_MAIL.has(emailDomain(email))
}

/**
 * The refusals of a lead form's phone (`phoneNumber` with `countryCode`) and business `email`, keyed by field, or
 * undefined when both pass. `phoneMessage` is the form's own wording of a bad phone.
 */
export function contactRefusals(
  data: object & { phoneNumber?: unknown; countryCode?: unknown; email?: unknown },
  phoneMessage: MessageKey = 'phoneInvalid',
): Record<string, MessageKey> | undefined {
  const refusals: Record<string, MessageKey> = {}
  if (typeof data.phoneNumber === 'string' && data.phoneNumber && !isServedPhoneNumber(data.phoneNumber, data.countryCode as DialCode))
    refusals.phoneNumber = phoneMessage
  if (typeof data.email === 'string' && isFreeMailAddress(data.email)) refusals.email = 'emailRestricted'
  return Object.keys(refusals).length > 0 ? refusals : undefined
}
