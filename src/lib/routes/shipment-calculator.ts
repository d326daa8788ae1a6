import { EDITION_CODES } from '@/i18n/editions'

/** The calculator's path inside each edition; every edition serves it. */
export const CALCULATOR_PATH = '/shipment-calculator'
export const CALCULATOR_EDITIONS = EDITION_CODES

/** The lead form behind "Email me this quote" and "Request a quote" (see FORM_DEFINITIONS). */
export const SHIPMENT_QUOTE_FORM = 'shipment-quote'

/** The PDF of an estimate: GET with the calculator's parameters and `edition`. */
export const QUOTE_PDF_PATH = '/api/shipping/quote.pdf'
