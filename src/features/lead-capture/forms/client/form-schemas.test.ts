import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { findFormDefinition } from '../definitions'
import { domesticWizardSchema, genericFormSchema, mexicoFormSchema } from './form-schemas'
import { blankToUndefined } from './lead-resolver'

const DOMAINS = ['gmail.com', 'yahoo.com']

/** The message key of each field that fails, as the forms show them. */
function issues(schema: z.ZodType, values: Record<string, unknown>) {
  const result = schema.safeParse(blankToUndefined(values))
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('browser schemas', () => {
  it("gives the domestic wizard's messages", () => {
    const schema = domesticWizardSchema(DOMAINS)
    expect(
      issues(schema, {
        exportValue: 'domestic',
        financeAmt: '12a',
        phone: '98123',
        website: '',
        name: '',
        company: ' ',
        email: 'a@gmail.com',
        timeLineForFinance: 'Immediately',
      }),
    ).toEqual({
      financeAmt: 'amountInvalid',
      phone: 'phoneInvalid',
      name: 'required',
      company: 'required',
      email: 'emailRestricted',
    })
    expect(
      issues(schema, {
        exportValue: 'export',
        financeAmt: '500000',
        phone: '9812345678',
        name: 'Asha',
        company: 'Acme',
        email: 'nope',
        timeLineForFinance: 'In 2 Weeks',
      }),
    ).toEqual({
      email: 'emailInvalid',
    })
  })

  it('requires financing in the Mexico form except in the short variant, and turns the country into its code', () => {
    const values = { email: 'ana@acme.mx', phoneNumber: '5512345678', countryCode: 'Canada', company: 'Acme', companyType: 'importer', financeRequirement: '' }
    expect(issues(mexicoFormSchema(DOMAINS, 'standard'), values)).toEqual({ financeRequirement: 'amountInvalid' })
    const short = mexicoFormSchema(DOMAINS, 'short').parse(blankToUndefined(values))
    expect(short.countryCode).toBe('+1')
    expect(issues(mexicoFormSchema(DOMAINS, 'standard'), { ...values, phoneNumber: '55', countryCode: '' })).toMatchObject({
      phoneNumber: 'mexicoPhoneInvalid',
      countryCode: 'countryCodeRequired',
    })
  })

  it('lets the phone of the OTP variant be empty but never anything but ten digits, in Mexico only', () => {
    const schema = mexicoFormSchema(DOMAINS, 'otp')
    const values = { email: 'ana@acme.mx', phoneNumber: '', countryCode: 'Mexico', company: 'Acme', companyType: 'exporter', financeRequirement: '100' }
    expect(issues(schema, values)).toEqual({})
    expect(issues(schema, { ...values, phoneNumber: '551234' })).toEqual({ phoneNumber: 'mexicoPhoneInvalid' })
    expect(issues(schema, { ...values, countryCode: 'USA' })).toEqual({ countryCode: 'countryCodeRequired' })
  })

  it('validates any defined form with its phone country and consent', () => {
    const schema = genericFormSchema(findFormDefinition('supplier-connect')!, DOMAINS, ['Mexico', 'India', 'USA', 'Canada'])
    expect(
      issues(schema, { name: 'Ana', email: 'ana@acme.mx', phoneNumber: '5512345678', countryCode: 'Mexico', company: 'Acme', termsConsent: false }),
    ).toEqual({
      termsConsent: 'consentRequired',
    })
    const parsed = schema.parse({ name: 'Ana', email: 'ana@acme.mx', phoneNumber: '5512345678', countryCode: 'USA', company: 'Acme', termsConsent: true })
    expect(parsed.countryCode).toBe('+1')
  })

  it('accepts an empty optional phone', () => {
    const schema = genericFormSchema(findFormDefinition('case-study')!, DOMAINS, ['India'])
    expect(issues(schema, { name: 'Ana', email: 'ana@acme.in', company: 'Acme', phoneNumber: '', countryCode: 'India' })).toEqual({})
  })
})
