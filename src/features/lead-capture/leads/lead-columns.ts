import { leadTitle } from '@/collections/Leads/title'
import type { LeadSubmission } from './types'

/** The submission as the leads table's columns; undefined values are left out (an update keeps what is stored). */
export function toLeadColumns(submission: LeadSubmission, now: Date): Record<string, unknown> {
  const { origin, verification } = submission
  const columns: Record<string, unknown> = {
    title: leadTitle(submission),
    form_type: submission.formType,
    edition: submission.edition,
    completion: submission.completion,
    name: submission.name,
    company: submission.company,
    email: submission.email,
    phone: submission.phone,
    business_type: submission.businessType,
    company_type: submission.companyType,
    amount: submission.amount,
    currency: submission.currency,
    timeline: submission.timeline,
    website: submission.website,
    details: submission.details === undefined ? undefined : JSON.stringify(submission.details),
    consent: submission.consent,
    phone_verified: Boolean(verification),
    otp_request_id: verification?.requestId,
    verified_at: verification ? now : undefined,
    source_url: origin.sourceUrl,
    referrer: origin.referrer,
    utm_source: origin.utm?.source,
    utm_medium: origin.utm?.medium,
    utm_campaign: origin.utm?.campaign,
    utm_term: origin.utm?.term,
    utm_content: origin.utm?.content,
    ip_hash: origin.ipHash,
    user_agent: origin.userAgent?.slice(0, 500),
    updated_at: now,
  }
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined))
}
