/** Every form a lead can come from: the two wizards, then the forms of src/features/lead-capture/forms/definitions.ts. */
export const LEAD_FORM_TYPES = [
  'DomesticForm',
  'MexicoForm',
  'SupplierConnect',
  'CaseStudy',
  'LeadMagnet',
  'BusinessLoan',
  'GlobalBuyer',
  'PartnerProgram',
  'IndiaMexicoEvent',
  'ExportForm',
  'BuyerEligibility',
  'BlogDownload',
  'ShipmentQuote',
] as const
export type LeadFormType = (typeof LEAD_FORM_TYPES)[number]

/** What sales staff read for each form: in the admin's lists, filters and lead, and in the new-lead e-mail. */
export const LEAD_FORM_LABELS: Record<LeadFormType, string> = {
  DomesticForm: 'Domestic or export finance',
  MexicoForm: 'Mexico finance',
  SupplierConnect: 'Supplier connect',
  CaseStudy: 'Case study',
  LeadMagnet: 'Lead magnet',
  BusinessLoan: 'Business loan',
  GlobalBuyer: 'Global buyer',
  PartnerProgram: 'Partner program',
  IndiaMexicoEvent: 'India–Mexico event',
  ExportForm: 'Export form',
  BuyerEligibility: 'Buyer eligibility',
  BlogDownload: 'Blog download',
  ShipmentQuote: 'Shipment quote',
}

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export const LEAD_STATUS_LABELS: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
}

export const DELIVERY_STATES = ['pending', 'delivered', 'failed', 'skipped'] as const
/** Skipped: no sales address (e-mail) or no CRM webhook is configured, so there was nowhere to deliver. */
export const DELIVERY_STATE_LABELS: Record<(typeof DELIVERY_STATES)[number], string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Skipped (not configured)',
}

/**
 * A select field's options: the values stored (what the API, the CSV export and the CRM carry), each with the words
 * staff read in the admin.
 */
export function labelledOptions<V extends string>(values: readonly V[], labels: Record<V, string>) {
  return values.map((value) => ({ label: labels[value], value }))
}
