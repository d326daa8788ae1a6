import { z } from '@/lib/zod'
import { BUSINESS_TYPES, OTP_LENGTH, TIMELINES } from './constants'
import { pageAddress, submissionContextSchema } from './context'
import { PHONE_COUNTRY_NAMES } from './dial-codes'
import { amountField, businessEmailField, choiceField, dialCodeField, optionalText, personNameField, phoneField, requestIdField, requiredText } from './fields'

/** Step 1 of the domestic/export wizard (kept in the browser's local storage until step 2 is sent). */
export const domesticStepOneSchema = z.object({
  exportValue: choiceField(BUSINESS_TYPES),
  financeAmt: amountField(),
  phone: phoneField(),
  website: optionalText(300),
})

/** Six numeric digits, else 'Incorrect OTP'. */
const otpCodeSchema = z.string({ message: 'otpFormat' }).regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: 'otpFormat' })

/** Step 2 and the payload of POST /api/contact-us/v1/create-form. */
export const domesticLeadSchema = (restrictedDomains: readonly string[]) =>
  submissionContextSchema.extend({
    formType: z.literal('DomesticForm').default('DomesticForm'),
    name: personNameField(120),
    email: businessEmailField(restrictedDomains),
    phoneNumber: phoneField(),
    countryCode: dialCodeField(),
    company: requiredText(160),
    businessType: choiceField(BUSINESS_TYPES),
    turnover: amountField(),
    timeLineForFinance: choiceField(TIMELINES).default('Immediately'),
    website: optionalText(300),
    requestId: requestIdField(),
  })

export const COMPANY_TYPES = ['exporter', 'importer', 'manufacturer', 'distributor', 'services', 'other'] as const

/**
 * The payload of POST /api/contact-us/v1/create-mexico-form. `requestId` is sent by the variant that verifies
 * the phone; when present it must be a verified request for this phone.
 */
export const mexicoLeadSchema = (restrictedDomains: readonly string[]) =>
  submissionContextSchema.extend({
    formType: z.literal('MexicoForm').default('MexicoForm'),
    company: requiredText(160),
    email: businessEmailField(restrictedDomains),
    phoneNumber: phoneField('mexicoPhoneInvalid'),
    countryCode: dialCodeField(),
    companyType: choiceField(COMPANY_TYPES),
    financeRequirement: amountField().optional(),
    requestId: requestIdField().optional(),
  })

const otpGenerateData = z
  .object({
    otpRequestType: z.enum(['PHONE', 'EMAIL_WHATSAPP'], { message: 'invalidRequest' }),
    otpType: z.literal('TERMSHEET').optional(),
    phone: phoneField(),
    country: z.enum(PHONE_COUNTRY_NAMES, { message: 'countryNotServed' }),
    recipientName: personNameField(120).optional(),
    email: z.email({ message: 'emailInvalid' }).max(254).optional(),
    company: optionalText(160),
    otpLength: z.literal(OTP_LENGTH).default(OTP_LENGTH),
    /** The domestic wizard's step 1, stored as a partial lead once the phone is verified. */
    lead: z.object({ businessType: choiceField(BUSINESS_TYPES), turnover: amountField(), website: optionalText(300), sourceUrl: pageAddress() }).optional(),
  })
  .refine((d) => d.otpRequestType === 'PHONE' || d.email, { message: 'required', path: ['email'] })

const otpVerifyData = z.object({
  requestId: z.uuid({ message: 'otpUnknown' }),
  otp: otpCodeSchema,
})

/** The body of POST /api/otp: the OTP proxy's envelope around a generate or a verify request. */
export const otpCallSchema = z.discriminatedUnion(
  'urlType',
  [
    z.object({ urlType: z.literal('otp_generate'), method: z.literal('POST').default('POST'), data: otpGenerateData }),
    z.object({ urlType: z.literal('otp_verify'), method: z.literal('POST').default('POST'), data: otpVerifyData }),
  ],
  { message: 'invalidRequest' },
)
type OtpCall = z.infer<typeof otpCallSchema>
export type OtpGenerateRequest = Extract<OtpCall, { urlType: 'otp_generate' }>['data']
export type OtpVerifyRequest = Extract<OtpCall, { urlType: 'otp_verify' }>['data']
