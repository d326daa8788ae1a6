import { getEdition, type EditionCode } from '@/i18n/editions'
import { PHONE_COUNTRIES, type PhoneCountry } from '../dial-codes'

/** The country whose phones an edition's forms take by default: India, Mexico or USA. */
export function phoneCountryOf(edition: EditionCode): PhoneCountry {
  const { country } = getEdition(edition)
  const match = PHONE_COUNTRIES.find((c) => c.iso === country)
  if (!match) throw new Error(`No phone country for edition ${edition}`)
  return match.country
}
