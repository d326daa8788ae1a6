/**
 * The public APIs the site's own pages call from the browser (each served by src/app/(frontend)/api). Paths
 * without an edition: the edition travels in the body or the query.
 */
export const API = {
  hsnSearch: '/api/hsn/search',
  portSearch: '/api/shipping/ports',
  otp: '/api/otp',
  domesticLead: '/api/contact-us/v1/create-form',
  mexicoLead: '/api/contact-us/v1/create-mexico-form',
  pushPrompt: '/api/push/prompt',
  pushSubscriptions: '/api/push/subscriptions',
} as const

/** The endpoint of one of the shorter lead forms (src/features/lead-capture/forms/definitions.ts). */
export const leadFormApi = (slug: string) => `/api/forms/${encodeURIComponent(slug)}`
