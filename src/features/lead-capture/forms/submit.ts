import 'server-only'
import type { Payload } from 'payload'
import { offerDownload } from '@/lib/downloads/service'
import { assertPhoneVerified, verifiedBy } from '@/features/lead-capture/otp/service'
import { saveLead, type FollowUpJob } from '@/features/lead-capture/leads/service'
import type { LeadOrigin, LeadSubmission } from '@/features/lead-capture/leads/types'
import { ApiError } from '@/lib/api/errors'
import type { MessageKey } from '@/lib/api/messages'
import { editionFromUrl } from '@/lib/api/request-meta'
import { parseOrThrow } from '@/lib/api/validation'
import { getLeadCaptureSettings } from '@/globals/LeadSettings/settings'
import type { EditionCode } from '@/i18n/editions'
import { leadCurrency } from './constants'
import { contactRefusals } from './contact-checks'
import type { SubmissionContext } from './context'
import { findFormDefinition, formSchema, type FormDefinition } from './definitions'
import { toE164 } from './dial-codes'
import { assertLooksHuman, limitSubmissions, requireCaptcha, type Caller } from './guard'
import { domesticLeadSchema, mexicoLeadSchema } from './schemas'

export type Call = { payload: Payload; request: Request; body: unknown; edition: EditionCode; caller: Caller }

/** A defined form's data once accepted (schema, honeypot, captcha, limits). */
export type AcceptedForm = Record<string, unknown> & SubmissionContext

/**
 * What a feature adds to a defined form's lead before it is stored (the shipment calculator re-computes the
 * quote its form names): more details, and jobs queued with the lead in the same transaction.
 */
export type LeadEnrichment = { details?: Record<string, unknown>; followUps?: FollowUpJob[] }
export type EnrichLead = (data: AcceptedForm) => Promise<LeadEnrichment>

function originOf(context: SubmissionContext, caller: Caller): LeadOrigin {
  return { sourceUrl: context.sourceUrl, referrer: context.referrer, utm: context.utm, ipHash: caller.ipHash, userAgent: caller.userAgent }
}

/**
 * The steps every form goes through, in this order: its schema (nothing spent on a malformed call), its phone and
 * business e-mail against the served countries and the free mail providers, the honeypot and fill time, the
 * captcha, the per-address limit; then the form's own checks and the save.
 */
async function acceptSubmission<T extends SubmissionContext>(call: Call, parse: () => T, phoneMessage?: MessageKey): Promise<T> {
  const data = parse()
  const refusals = contactRefusals(data, phoneMessage)
  if (refusals) throw new ApiError('VALIDATION_FAILED', { fields: refusals })
  assertLooksHuman(data)
  await requireCaptcha(call.request, 'lead', call.caller)
  await limitSubmissions(call.payload.db.pool, call.caller)
  return data
}

export async function submitDomesticLead(call: Call) {
  const { restrictedEmailDomains } = await getLeadCaptureSettings(call.edition)
  const lead = await acceptSubmission(call, () => parseOrThrow(domesticLeadSchema(restrictedEmailDomains), call.body))
  const phone = toE164(lead.countryCode, lead.phoneNumber)
  await assertPhoneVerified(call.payload.db.pool, lead.requestId, phone)
  const edition = editionFromUrl(lead.sourceUrl)
  return saveLead(call.payload, {
    formType: 'DomesticForm',
    edition,
    completion: 'complete',
    name: lead.name,
    email: lead.email,
    phone,
    company: lead.company,
    businessType: lead.businessType,
    amount: Number(lead.turnover),
    currency: leadCurrency(edition, lead.businessType),
    timeline: lead.timeLineForFinance,
    website: lead.website || undefined,
    verification: { requestId: lead.requestId },
    origin: originOf(lead, call.caller),
  })
}

export async function submitMexicoLead(call: Call) {
  const { restrictedEmailDomains } = await getLeadCaptureSettings(call.edition)
  const lead = await acceptSubmission(call, () => parseOrThrow(mexicoLeadSchema(restrictedEmailDomains), call.body), 'mexicoPhoneInvalid')
  const phone = toE164(lead.countryCode, lead.phoneNumber)
  // Verifying is optional here; a request verified by its e-mailed code alone proves the inbox, so the lead is kept
  // without a verified phone.
  const by = lead.requestId ? await verifiedBy(call.payload.db.pool, lead.requestId, phone) : null
  return saveLead(call.payload, {
    formType: 'MexicoForm',
    edition: editionFromUrl(lead.sourceUrl),
    completion: 'complete',
    company: lead.company,
    email: lead.email,
    phone,
    companyType: lead.companyType,
    amount: lead.financeRequirement ? Number(lead.financeRequirement) : undefined,
    currency: 'USD',
    verification: by === 'phone' ? { requestId: lead.requestId! } : undefined,
    origin: originOf(lead, call.caller),
  })
}

const COLUMN_FIELDS = new Set(['name', 'email', 'company', 'phoneNumber', 'countryCode'])

function genericSubmission(definition: FormDefinition, data: Record<string, unknown> & SubmissionContext, caller: Caller): LeadSubmission {
  const fieldNames = definition.fields.map((f) => f.name)
  const details = Object.fromEntries(
    fieldNames.filter((n) => !COLUMN_FIELDS.has(n) && n !== 'phone' && data[n] !== undefined && data[n] !== '').map((n) => [n, data[n]]),
  )
  const consentField = definition.fields.find((f) => f.kind === 'consent')
  return {
    formType: definition.formType as LeadSubmission['formType'],
    edition: editionFromUrl(data.sourceUrl),
    completion: 'complete',
    name: data.name as string | undefined,
    email: data.email as string | undefined,
    company: data.company as string | undefined,
    phone: data.phoneNumber ? toE164(data.countryCode as Parameters<typeof toE164>[0], data.phoneNumber as string) : undefined,
    consent: consentField ? data[consentField.name] === true : undefined,
    details,
    origin: originOf(data, caller),
  }
}

/**
 * POST /api/forms/{slug}: the shorter forms, each described by its definition. A feature's own endpoint for
 * one of them passes `enrich` to add to the lead (after every check, before the save).
 */
export async function submitDefinedForm(call: Call, slug: string, enrich?: EnrichLead) {
  const definition = findFormDefinition(slug)
  if (!definition) throw new ApiError('UNKNOWN_FORM')
  const settings = await getLeadCaptureSettings(call.edition)
  const data = await acceptSubmission(call, () => parseOrThrow(formSchema(definition, settings.restrictedEmailDomains), call.body) as AcceptedForm)
  // The post's form names its document; the answer carries a link to it that expires in ten minutes.
  const download = definition.download ? await offerDownload(call.payload, String(data.documentKey ?? '')) : undefined
  if (definition.download && !download) throw new ApiError('VALIDATION_FAILED', { fields: { documentKey: 'choiceInvalid' } })
  const extra = enrich ? await enrich(data) : undefined
  const submission = genericSubmission(definition, data, call.caller)
  if (extra?.details) submission.details = { ...submission.details, ...extra.details }
  const saved = await saveLead(call.payload, submission, { followUps: extra?.followUps })
  return { ...saved, ...(download && { download }) }
}
