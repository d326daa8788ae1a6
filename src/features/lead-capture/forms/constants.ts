import { getEdition, type Edition, type EditionCode } from '@/i18n/editions'

/** Business constants of the lead forms (spec section 9). */
export const PHONE_LENGTH = 10
export const OTP_LENGTH = 6

/** Domestic wizard: the countdown starts at 60, each send resets it to 30, and it counts down every 500 ms. */
export const DOMESTIC_RESEND = { initial: 60, afterSend: 30, tickMs: 500 } as const
/** Mexico OTP form: 300 seconds, shown as mm:ss. */
export const MEXICO_RESEND_SECONDS = 300

export const SUCCESS_MESSAGE_MS = 5_000
export const RELOAD_AFTER_REDIRECT_MS = 1_000
export const MOBILE_POPUP_DELAY_MS = 60_000

export const TIMELINES = ['Immediately', 'In 2 Weeks'] as const

export const BUSINESS_TYPES = ['domestic', 'export'] as const
export type BusinessType = (typeof BUSINESS_TYPES)[number]

/**
 * The currency of a finance amount: US dollars for an exporter; for a domestic business its edition's own, rupees
 * in India and US dollars in Mexico and the USA (spec section 9: "INR and USD (USD for Mexico too)").
 */
export function leadCurrency(edition: EditionCode, businessType: BusinessType): Edition['currency'] {
  return businessType === 'export' ? 'USD' : getEdition(edition).currency
}

/** A person needs longer than this to fill any of the forms; faster submissions are automated. */
export const MINIMUM_FILL_MS = 2_500
/** The honeypot: hidden from people, named so that neither autofill nor a bot recognises it as a trap. */
export const HONEYPOT_FIELD = 'referralCode'
