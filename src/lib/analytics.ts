import type { EditionCode } from '@/i18n/editions'

/**
 * Every field an analytics event may carry. None can hold personal data: no phone number, e-mail, name or
 * free text a visitor typed; a phone's country prefix (+91) is a dimension, not a number.
 */
export type AnalyticsDimensions = {
  edition: EditionCode
  /** The path only: a query string could carry anything. */
  page_path: string
  form_type: string
  phone_prefix: string
  /** Why a submission failed: captcha, network or rejected (the server refused it). */
  failure_reason: 'captcha' | 'network' | 'rejected'
  download_type: string
  link_url: string
  /** Where on the page the link sits, e.g. floating or footer. */
  placement: string
  tool: 'hsn' | 'hts'
  result_count: number
  calculator: string
  shipment_mode: string
  consent_method: string
  consent_analytics: boolean
  consent_marketing: boolean
  consent_replay: boolean
  /** The spec's conversion event keeps its own field names. */
  formType: string
  phonePrefix: string
}

/** The event catalogue: each event and the fields it carries (documented in the README). */
export const ANALYTICS_EVENT_FIELDS = {
  page_view: ['edition', 'page_path'],
  lead_form_start: ['edition', 'form_type'],
  lead_form_step1_done: ['edition', 'form_type', 'phone_prefix'],
  lead_code_sent: ['edition', 'form_type'],
  lead_code_verified: ['edition', 'form_type'],
  lead_form_submit: ['edition', 'form_type', 'phone_prefix'],
  lead_form_failure: ['edition', 'form_type', 'failure_reason'],
  DomesticFormconversion: ['formType', 'edition', 'phonePrefix'],
  form_submit: ['edition', 'form_type'],
  file_download: ['edition', 'download_type'],
  login_click: ['edition', 'link_url'],
  signup_click: ['edition', 'link_url'],
  whatsapp_click: ['edition', 'placement'],
  tool_search: ['edition', 'tool', 'result_count'],
  calculator_result: ['edition', 'calculator'],
  shipment_estimate: ['edition', 'shipment_mode'],
  consent_change: ['edition', 'consent_method', 'consent_analytics', 'consent_marketing', 'consent_replay'],
} as const satisfies Record<string, readonly (keyof AnalyticsDimensions)[]>

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENT_FIELDS
export type AnalyticsEventFields<E extends AnalyticsEventName> = Pick<AnalyticsDimensions, (typeof ANALYTICS_EVENT_FIELDS)[E][number]>
/** One event of the catalogue; a union of names gives a union of events. */
export type AnalyticsEvent<E extends AnalyticsEventName = AnalyticsEventName> = E extends AnalyticsEventName ? { event: E } & AnalyticsEventFields<E> : never

/**
 * Events pushed before the consent runtime has run wait here: it sets Consent Mode's defaults first and then moves
 * them to the data layer (src/features/consent/runtime.ts reads the same name), so no tag sees an event before
 * the defaults, whichever of the runtime and hydration runs first.
 */
const PENDING_EVENTS_GLOBAL = 'nwPendingEvents'

declare global {
  interface Window {
    dataLayer?: unknown[]
    nwConsent?: unknown
    [PENDING_EVENTS_GLOBAL]?: unknown[]
  }
}

/** The event as pushed: only the catalogue's fields for it, whatever else the caller's object holds. */
export function analyticsEvent<E extends AnalyticsEventName>(event: E, fields: AnalyticsEventFields<E>): AnalyticsEvent<E> {
  const pushed: Record<string, unknown> = { event }
  for (const key of ANALYTICS_EVENT_FIELDS[event]) pushed[key] = (fields as Record<string, unknown>)[key]
  return pushed as AnalyticsEvent<E>
}

/** Pushes a catalogue event to the tag manager's data layer, or to the queue the consent runtime empties into it. */
export function trackEvent<E extends AnalyticsEventName>(event: E, fields: AnalyticsEventFields<E>): void {
  const queue = window.nwConsent ? (window.dataLayer ??= []) : (window[PENDING_EVENTS_GLOBAL] ??= [])
  queue.push(analyticsEvent(event, fields))
}
