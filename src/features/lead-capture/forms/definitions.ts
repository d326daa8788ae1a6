import type { LeadFormType } from '@/collections/Leads/options'
import { z } from '@/lib/zod'
import { submissionContextSchema } from './context'
import {
  amountField,
  businessEmailField,
  choiceField,
  consentField,
  dialCodeField,
  gstinField,
  optionalText,
  personNameField,
  phoneField,
  requiredText,
} from './fields'

/**
 * The shorter forms posted to /api/forms/{slug}. Each is a list of fields; one schema builder (below) and one
 * renderer (the browser's GenericLeadForm) serve them all. Labels live in messages under
 * `LeadForms.fields.<name>` and choices under `LeadForms.choices.<name>.<value>`.
 */
export type FieldDefinition =
  | { name: string; kind: 'text'; required: boolean; max?: number; autoComplete?: string; personName?: true }
  | { name: string; kind: 'textarea'; required: boolean; max?: number }
  | { name: 'email'; kind: 'email' }
  /** A ten-digit number with a country code: posts `phoneNumber` and `countryCode`. */
  | { name: 'phone'; kind: 'phone'; required: boolean }
  | { name: string; kind: 'amount'; required: boolean }
  /** India's GST identification number, checked by its check character (src/features/lead-capture/gst/gstin.ts). */
  | { name: string; kind: 'gstin'; required: boolean }
  | { name: string; kind: 'choice'; required: boolean; choices: readonly [string, ...string[]] }
  | { name: string; kind: 'consent' }
  /** Set by the page, not shown (for example which document a blog download form gives). */
  | { name: string; kind: 'hidden'; max?: number }

export type FormDefinition = {
  slug: string
  formType: Exclude<LeadFormType, 'DomesticForm' | 'MexicoForm'>
  fields: readonly FieldDefinition[]
  /** Answers with the document to download instead of sending the visitor to the thank-you page. */
  download?: boolean
  /** After success the visitor stays on the page (the form's own text says what follows), no thank-you page. */
  stay?: boolean
  /** Placed by its feature's page only (its hidden fields come from there), never offered to editors for a block. */
  pageOnly?: boolean
}

const name = { name: 'name', kind: 'text', required: true, max: 120, autoComplete: 'name', personName: true } as const
const email = { name: 'email', kind: 'email' } as const
const phone = { name: 'phone', kind: 'phone', required: true } as const
const company = { name: 'company', kind: 'text', required: true, max: 160, autoComplete: 'organization' } as const

const PARTNER_TYPES = ['chartered-accountant', 'consultant', 'loan-agent', 'bank-or-nbfc', 'technology', 'other'] as const
const EVENT_INTERESTS = ['buy-from-india', 'sell-to-mexico', 'financing', 'logistics'] as const

export const FORM_DEFINITIONS = [
  { slug: 'supplier-connect', formType: 'SupplierConnect', fields: [name, email, phone, company, { name: 'termsConsent', kind: 'consent' }] },
  { slug: 'case-study', formType: 'CaseStudy', fields: [name, email, company, { ...phone, required: false }] },
  { slug: 'lead-magnet', formType: 'LeadMagnet', fields: [name, email, phone, company] },
  {
    slug: 'business-loan',
    formType: 'BusinessLoan',
    fields: [name, phone, email, company, { name: 'gstin', kind: 'gstin', required: false }, { name: 'loanAmount', kind: 'amount', required: true }],
  },
  {
    slug: 'global-buyer',
    formType: 'GlobalBuyer',
    fields: [name, email, phone, company, { name: 'buyerCountry', kind: 'text', required: true, max: 80, autoComplete: 'country-name' }],
  },
  {
    slug: 'partner-program',
    formType: 'PartnerProgram',
    fields: [name, email, phone, company, { name: 'partnerType', kind: 'choice', required: true, choices: PARTNER_TYPES }],
  },
  {
    slug: 'india-mexico-event',
    formType: 'IndiaMexicoEvent',
    fields: [name, email, phone, company, { name: 'interest', kind: 'choice', required: true, choices: EVENT_INTERESTS }],
  },
  {
    slug: 'export-form',
    formType: 'ExportForm',
    fields: [
      name,
      email,
      phone,
      company,
      { name: 'annualExports', kind: 'amount', required: true },
      { name: 'products', kind: 'text', required: false, max: 200 },
    ],
  },
  {
    slug: 'buyer-eligibility',
    formType: 'BuyerEligibility',
    fields: [
      name,
      email,
      phone,
      company,
      { name: 'buyerName', kind: 'text', required: true, max: 160 },
      { name: 'buyerCountry', kind: 'text', required: true, max: 80 },
    ],
  },
  { slug: 'blog-download', formType: 'BlogDownload', download: true, fields: [name, email, { name: 'documentKey', kind: 'hidden', max: 80 }] },
  /** "Email me this quote" on the shipment calculator: `quoteQuery` is the estimate's URL query, re-computed by the server. */
  {
    slug: 'shipment-quote',
    formType: 'ShipmentQuote',
    stay: true,
    pageOnly: true,
    fields: [name, email, phone, company, { name: 'quoteQuery', kind: 'hidden', max: 2000 }],
  },
] as const satisfies readonly FormDefinition[]

export type FormSlug = (typeof FORM_DEFINITIONS)[number]['slug']

export function findFormDefinition(slug: string): FormDefinition | undefined {
  return FORM_DEFINITIONS.find((d) => d.slug === slug)
}

function fieldSchemas(field: FieldDefinition, restrictedDomains: readonly string[]): Record<string, z.ZodType> {
  switch (field.kind) {
    case 'text':
      if (field.personName) return { [field.name]: personNameField(field.max) }
      return { [field.name]: field.required ? requiredText(field.max) : optionalText(field.max) }
    case 'textarea':
      return { [field.name]: field.required ? requiredText(field.max, 'many') : optionalText(field.max, 'many') }
    case 'email':
      return { email: businessEmailField(restrictedDomains) }
    case 'phone':
      return field.required
        ? { phoneNumber: phoneField(), countryCode: dialCodeField() }
        : { phoneNumber: phoneField().optional().or(z.literal('')), countryCode: dialCodeField().optional() }
    case 'amount':
      return { [field.name]: field.required ? amountField() : amountField().optional().or(z.literal('')) }
    case 'gstin':
      return { [field.name]: field.required ? gstinField(true) : gstinField(false).optional() }
    case 'choice':
      return { [field.name]: field.required ? choiceField(field.choices) : choiceField(field.choices).optional() }
    case 'consent':
      return { [field.name]: consentField() }
    case 'hidden':
      return { [field.name]: requiredText(field.max) }
  }
}

/** The schema of one form's payload, shared by its browser form and its endpoint. */
export function formSchema(definition: FormDefinition, restrictedDomains: readonly string[]) {
  const shape = Object.assign({}, ...definition.fields.map((f) => fieldSchemas(f, restrictedDomains))) as Record<string, z.ZodType>
  return submissionContextSchema.extend(shape)
}
