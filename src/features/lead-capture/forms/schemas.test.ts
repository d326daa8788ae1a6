import { describe, expect, it } from 'vitest'
import { DEFAULT_RESTRICTED_EMAIL_DOMAINS } from '@/globals/LeadSettings/config'
import { LEAD_FORM_TYPES } from '@/collections/Leads/options'
import { FORM_DEFINITIONS, findFormDefinition, formSchema } from './definitions'
import { normalizeDialCode } from './dial-codes'
import { fieldErrors } from '@/lib/api/validation'
import { domesticLeadSchema, mexicoLeadSchema, otpCallSchema } from './schemas'

const context = { sourceUrl: 'https://site.example/export-factoring', startedAt: 1_700_000_000_000 }
const domestic = {
  name: 'Asha Rao',
  email: 'asha@rao-exports.example',
  phoneNumber: '9812345678',
  countryCode: '+91',
  company: 'Rao Exports',
  businessType: 'export',
  turnover: '2500000',
  requestId: '8f0e0b52-4a0b-4f59-9c55-2f4b6b1d3a10',
  ...context,
}
const problems = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldErrors(result.error as never))

describe('the domestic lead', () => {
  const schema = domesticLeadSchema(DEFAULT_RESTRICTED_EMAIL_DOMAINS)

  it('accepts the step-2 payload and defaults the timeline to Immediately', () => {
    const parsed = schema.parse(domestic)
    expect(parsed.timeLineForFinance).toBe('Immediately')
    expect(parsed.countryCode).toBe('+91')
  })

  it('refuses restricted domains whatever their case, and bad addresses', () => {
    expect(problems(schema.safeParse({ ...domestic, email: 'asha@GMAIL.com' }))).toEqual({ email: 'emailRestricted' })
    expect(problems(schema.safeParse({ ...domestic, email: 'asha@yahoo.com' }))).toEqual({ email: 'emailRestricted' })
    expect(problems(schema.safeParse({ ...domestic, email: 'asha@' }))).toEqual({ email: 'emailInvalid' })
    expect(problems(domesticLeadSchema(['rao-exports.example']).safeParse(domestic))).toEqual({ email: 'emailRestricted' })
    expect(schema.safeParse({ ...domestic, email: 'asha@gmail.com.example' }).success).toBe(true)
  })

  it('gives each field the spec message', () => {
    expect(problems(schema.safeParse({ ...domestic, name: ' ', phoneNumber: '98123', turnover: '1,000', timeLineForFinance: 'Later' }))).toEqual({
      name: 'required',
      phoneNumber: 'phoneInvalid',
      turnover: 'amountInvalid',
      timeLineForFinance: 'choiceInvalid',
    })
  })

  it('turns control characters into spaces (PostgreSQL refuses a NUL) and keeps line breaks', () => {
    const parsed = schema.parse({ ...domestic, company: 'Rao\u0000Exports\u0007', referrer: 'https://a.example/\u0000', utm: { source: 'x\u0000y' } })
    expect(parsed.company).toBe('Rao Exports')
    expect(parsed.referrer).toBe('https://a.example/')
    expect(parsed.utm).toEqual({ source: 'x y' })
    expect(problems(schema.safeParse({ ...domestic, company: '\u0000\u0001' }))).toEqual({ company: 'required' })
  })

  it('reads one-line fields on one line, without the invisible characters that hide or reverse text', () => {
    const parsed = schema.parse({ ...domestic, company: 'Rao\r\nExports \u202eLtd\u202c', name: 'Asha\u200b Rao' })
    expect([parsed.company, parsed.name]).toEqual(['Rao  Exports Ltd', 'Asha Rao'])
    for (const company of ['\u200b\u200b\u200b', '\u202e\u2066', '🚢', '--- ...']) {
      expect(problems(schema.safeParse({ ...domestic, company })), JSON.stringify(company)).toEqual({ company: 'required' })
    }
    expect(schema.parse({ ...domestic, company: '🚢 Rao Exports' }).company).toBe('🚢 Rao Exports')
  })

  it('takes the page the visitor was on only as a web address', () => {
    for (const sourceUrl of ['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'mailto:a@b.example']) {
      expect(schema.safeParse({ ...domestic, sourceUrl }).success, sourceUrl).toBe(false)
    }
    expect(schema.parse({ ...domestic, sourceUrl: 'http://localhost:3000/es-mx/contact-us?utm_source=x' }).sourceUrl).toContain('localhost')
  })

  it('only takes the calling codes the editions serve', () => {
    expect(problems(schema.safeParse({ ...domestic, countryCode: '+55' }))).toEqual({ countryCode: 'countryNotServed' })
    expect(normalizeDialCode(' 52 ')).toBe('+52')
    expect(normalizeDialCode('+44')).toBeUndefined()
  })
})

describe('the Mexico lead', () => {
  it('uses the Mexico wording for the phone and keeps financing optional', () => {
    const schema = mexicoLeadSchema(DEFAULT_RESTRICTED_EMAIL_DOMAINS)
    const lead = { company: 'Textiles', email: 'ana@textiles.example', phoneNumber: '5512345678', countryCode: '+52', companyType: 'exporter', ...context }
    expect(schema.safeParse(lead).success).toBe(true)
    expect(problems(schema.safeParse({ ...lead, phoneNumber: '55' }))).toEqual({ phoneNumber: 'mexicoPhoneInvalid' })
  })
})

describe('the OTP call', () => {
  it('needs an e-mail for EMAIL_WHATSAPP and a served country', () => {
    const generate = (data: Record<string, unknown>) =>
      otpCallSchema.safeParse({
        urlType: 'otp_generate',
        method: 'POST',
        data: { otpRequestType: 'PHONE', phone: '9812345678', country: 'India', otpLength: 6, ...data },
      })
    expect(generate({}).success).toBe(true)
    expect(problems(generate({ otpRequestType: 'EMAIL_WHATSAPP' }))).toEqual({ 'data.email': 'required' })
    expect(problems(generate({ country: 'Brazil' }))).toEqual({ 'data.country': 'countryNotServed' })
    expect(problems(generate({ otpLength: 4 }))).toEqual({ 'data.otpLength': 'invalidRequest' })
  })

  it('checks the code format before anything else', () => {
    const verify = otpCallSchema.safeParse({
      urlType: 'otp_verify',
      method: 'POST',
      data: { requestId: '8f0e0b52-4a0b-4f59-9c55-2f4b6b1d3a10', otp: '12 456' },
    })
    expect(problems(verify)).toEqual({ 'data.otp': 'otpFormat' })
  })
})

describe('the other forms', () => {
  it('each have a unique slug and form type', () => {
    expect(new Set(FORM_DEFINITIONS.map((d) => d.slug)).size).toBe(FORM_DEFINITIONS.length)
    expect(new Set(FORM_DEFINITIONS.map((d) => d.formType)).size).toBe(FORM_DEFINITIONS.length)
  })

  it('cover every form type a lead records besides the two wizards', () => {
    expect(FORM_DEFINITIONS.map((d) => d.formType).sort()).toEqual(LEAD_FORM_TYPES.filter((type) => !['DomesticForm', 'MexicoForm'].includes(type)).sort())
  })

  it('build their schema from their fields: consent must be given, an optional phone may be left empty', () => {
    const supplier = formSchema(findFormDefinition('supplier-connect')!, DEFAULT_RESTRICTED_EMAIL_DOMAINS)
    const fields = { name: 'Luis', email: 'luis@proveedor.example', phoneNumber: '5598765432', countryCode: '+52', company: 'Proveedor', ...context }
    expect(problems(supplier.safeParse(fields))).toEqual({ termsConsent: 'consentRequired' })
    expect(supplier.safeParse({ ...fields, termsConsent: true }).success).toBe(true)

    const caseStudy = formSchema(findFormDefinition('case-study')!, DEFAULT_RESTRICTED_EMAIL_DOMAINS)
    expect(caseStudy.safeParse({ name: 'Luis', email: 'luis@proveedor.example', company: 'Proveedor', phoneNumber: '', ...context }).success).toBe(true)
    expect(problems(caseStudy.safeParse({ name: 'Luis', email: 'luis@proveedor.example', company: 'Proveedor', phoneNumber: '12', ...context }))).toEqual({
      phoneNumber: 'phoneInvalid',
    })
  })

  it('need the submission context', () => {
    const lead = formSchema(findFormDefinition('lead-magnet')!, DEFAULT_RESTRICTED_EMAIL_DOMAINS)
    const result = lead.safeParse({ name: 'A', email: 'a@b.example', phoneNumber: '9812345678', countryCode: '+91', company: 'C' })
    expect(Object.keys(problems(result)).sort()).toEqual(['sourceUrl', 'startedAt'])
  })
})
