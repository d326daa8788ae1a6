import { FORM_DEFINITIONS } from '@/features/lead-capture/forms/definitions'

export const LEAD_FORM_TYPES = ['DomesticForm', 'MexicoForm', ...FORM_DEFINITIONS.map((d) => d.formType)] as const
export type LeadFormType = (typeof LEAD_FORM_TYPES)[number]

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const
export const DELIVERY_STATES = ['pending', 'delivered', 'failed', 'skipped'] as const

export const toOptions = (values: readonly string[]) => values.map((value) => ({ label: value, value }))
