import { DEFAULT_POPUP_HIDDEN_PATHS, DEFAULT_RESTRICTED_EMAIL_DOMAINS } from '../../../src/globals/LeadSettings/config'
import type { EditionCode } from '../../../src/i18n/editions'

const shared = {
  restrictedEmailDomains: DEFAULT_RESTRICTED_EMAIL_DOMAINS.map((domain) => ({ domain })),
  popupHiddenPaths: DEFAULT_POPUP_HIDDEN_PATHS.map((path) => ({ path })),
}

/** Demo sales inboxes (placeholders for the operator to replace in the admin). */
export const LEAD_SETTINGS: Record<EditionCode, Record<string, unknown>> = {
  'en-in': { ...shared, salesInbox: 'sales.in@northwind.example' },
  'es-mx': { ...shared, salesInbox: 'ventas.mx@northwind.example' },
  'en-us': { ...shared, salesInbox: 'sales.us@northwind.example' },
}
