import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** An international number such as +912200000000 written the local way for display (+91 22 0000 0000). */
export function formatPhoneForDisplay(number: string): string {
  return parsePhoneNumberFromString(number)?.formatInternational() ?? number
}
