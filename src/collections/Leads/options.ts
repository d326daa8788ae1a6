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

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export const DELIVERY_STATES = ['pending', 'delivered', 'failed', 'skipped'] as const

export const toOptions = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
