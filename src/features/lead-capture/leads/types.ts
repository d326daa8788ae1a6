import type { LeadFormType } from '@/collections/Leads/options'
import type { EditionCode } from '@/i18n/editions'

export type LeadOrigin = {
  sourceUrl?: string
  referrer?: string
  utm?: Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string>>
  ipHash: string
  userAgent?: string
}

/** What the form services hand to `saveLead`: the visitor's fields in the lead's own columns, the rest in details. */
export type LeadSubmission = {
  formType: LeadFormType
  edition: EditionCode
  completion: 'partial' | 'complete'
  name?: string
  email?: string
  /** International format, e.g. +919812345678. */
  phone?: string
  company?: string
  companyType?: string
  businessType?: 'domestic' | 'export'
  amount?: number
  currency?: string
  timeline?: string
  website?: string
  consent?: boolean
  details?: Record<string, unknown>
  verification?: { requestId: string }
  origin: LeadOrigin
}
