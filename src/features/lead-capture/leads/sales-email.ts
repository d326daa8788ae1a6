import { LEAD_FORM_LABELS } from '@/collections/Leads/options'
import { getEdition } from '@/i18n/editions'
import type { Lead } from '@/payload-types'

const LABELS: [keyof Lead, string][] = [
  ['name', 'Name'],
  ['company', 'Company'],
  ['email', 'E-mail'],
  ['phone', 'Phone'],
  ['businessType', 'Business type'],
  ['companyType', 'Company type'],
  ['amount', 'Amount'],
  ['currency', 'Currency'],
  ['timeline', 'Timeline'],
  ['website', 'Website'],
  ['sourceUrl', 'Page'],
]

/** Longer structured details (a shipment quote's every line) are left to the admin, which shows them whole. */
const MAX_DETAIL_JSON = 500

function detailText(value: unknown): string {
  if (value === null || typeof value !== 'object') return String(value)
  const json = JSON.stringify(value)
  return json.length <= MAX_DETAIL_JSON ? json : '(see the lead in the admin)'
}

/** The notification sales receive for a new or updated lead: plain text, every field the visitor gave. */
export function composeSalesEmail(lead: Lead, adminUrl: string): { subject: string; text: string } {
  const who = lead.company || lead.name || lead.phone || lead.email || `#${lead.id}`
  const edition = getEdition(lead.edition).label
  const repeat = (lead.submissions ?? 1) > 1 ? ' (updated)' : ''
  const form = LEAD_FORM_LABELS[lead.formType]
  const lines = LABELS.filter(([key]) => lead[key] !== null && lead[key] !== undefined && lead[key] !== '').map(([key, label]) => `${label}: ${lead[key]}`)
  const details = Object.entries((lead.details ?? {}) as Record<string, unknown>).map(([key, value]) => `${key}: ${detailText(value)}`)
  const utm = Object.entries(lead.utm ?? {})
    .filter(([, v]) => v)
    .map(([k, v]) => `utm_${k}: ${v}`)
  const text = [
    `New lead from the ${form} form on the ${edition} site${repeat}.`,
    '',
    ...lines,
    ...details,
    `Phone verified: ${lead.phoneVerified ? 'yes' : 'no'}`,
    ...utm,
    '',
    `Open in the admin: ${adminUrl}/admin/collections/leads/${lead.id}`,
  ].join('\n')
  return { subject: `New lead${repeat}: ${who} — ${form} (${edition})`, text }
}
