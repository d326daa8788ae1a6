import 'server-only'
import type { Payload } from 'payload'
import { leadCurrency } from '@/features/lead-capture/forms/constants'
import { isServedPhoneNumber } from '@/features/lead-capture/forms/contact-checks'
import { dialCodeOf } from '@/features/lead-capture/forms/dial-codes'
import { requireCaptcha, type Caller } from '@/features/lead-capture/forms/guard'
import { otpCallSchema, type OtpGenerateRequest } from '@/features/lead-capture/forms/schemas'
import { saveLead } from '@/features/lead-capture/leads/service'
import { messagingFor } from '@/lib/messaging/service'
import type { EditionCode } from '@/i18n/editions'
import { ApiError } from '@/lib/api/errors'
import { editionFromUrl } from '@/lib/api/request-meta'
import { parseOrThrow } from '@/lib/api/validation'
import { requestOtp, verifyOtp, type OtpDelivery, type VerifiedOtp } from './service'

const otpDelivery =
  (payload: Payload): OtpDelivery =>
  ({ edition, requestId, ...message }) =>
    messagingFor(payload).sendOtp({ ...message, language: edition === 'es-mx' ? 'es' : 'en', reference: requestId })

type PendingLead = NonNullable<OtpGenerateRequest['lead']> & { userAgent?: string }

/** Step 1 of the domestic wizard is stored once its phone is verified, so sales see visitors who stop there. */
async function savePartialLead(payload: Payload, verified: VerifiedOtp & { pendingLead: PendingLead }, caller: Caller) {
  const lead = verified.pendingLead
  const edition = editionFromUrl(lead.sourceUrl)
  await saveLead(payload, {
    formType: 'DomesticForm',
    edition,
    completion: 'partial',
    phone: verified.phone,
    businessType: lead.businessType,
    amount: Number(lead.turnover),
    currency: leadCurrency(edition, lead.businessType),
    website: lead.website || undefined,
    verification: { requestId: verified.requestId },
    origin: { sourceUrl: lead.sourceUrl, ipHash: caller.ipHash, userAgent: lead.userAgent },
  })
}

/** POST /api/otp: the OTP proxy's generate and verify calls. */
export async function handleOtpCall(payload: Payload, request: Request, body: unknown, edition: EditionCode, caller: Caller) {
  const call = parseOrThrow(otpCallSchema, body)
  // A number no served country has gets no code: no provider is asked to text it.
  if (call.urlType === 'otp_generate' && !isServedPhoneNumber(call.data.phone, dialCodeOf(call.data.country))) {
    throw new ApiError('VALIDATION_FAILED', { fields: { 'data.phone': 'phoneInvalid' } })
  }
  await requireCaptcha(request, 'otp', caller)
  const deps = { db: payload.db.pool, deliver: otpDelivery(payload) }
  if (call.urlType === 'otp_generate') {
    const pendingLead = call.data.lead && { ...call.data.lead, userAgent: caller.userAgent }
    return { requestId: await requestOtp(deps, call.data, { ipHash: caller.ipHash, edition, pendingLead }) }
  }
  const verified = await verifyOtp(deps, call.data, { ipHash: caller.ipHash })
  // A partial lead stands for a verified phone: an e-mailed code proves only the inbox.
  if (verified.pendingLead && verified.by === 'phone') await savePartialLead(payload, verified as VerifiedOtp & { pendingLead: PendingLead }, caller)
  return { verified: true }
}
