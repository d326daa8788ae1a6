import { z } from '@/lib/zod'
import { TIMELINES } from '../constants'
import { dialCodeOf, type PhoneCountry } from '../dial-codes'
import { formSchema, type FormDefinition } from '../definitions'
import { amountField, businessEmailField, choiceField, phoneField, requiredText } from '../fields'
import { domesticStepOneSchema, mexicoLeadSchema } from '../schemas'

/**
 * The browser's schemas: the shared payload schemas without what the page adds (submission context,
 * verification), with the phone's country chosen by name (USA and Canada share +1) and turned into the
 * dial code the payload carries.
 */
const CONTEXT_FIELDS = { sourceUrl: true, referrer: true, utm: true, startedAt: true, referralCode: true } as const

const countryChoice = <T extends readonly [PhoneCountry, ...PhoneCountry[]]>(countries: T) =>
  z.enum(countries, { message: 'countryCodeRequired' }).transform(dialCodeOf)

/** Both steps of the domestic wizard; each step validates its own fields (react-hook-form's `trigger`). */
export const domesticWizardSchema = (restrictedDomains: readonly string[]) =>
  domesticStepOneSchema.extend({
    name: requiredText(120),
    company: requiredText(160),
    email: businessEmailField(restrictedDomains),
    timeLineForFinance: choiceField(TIMELINES),
  })
export type DomesticWizardValues = z.input<ReturnType<typeof domesticWizardSchema>>
export const STEP_ONE_FIELDS = ['exportValue', 'financeAmt', 'phone', 'website'] as const satisfies readonly (keyof DomesticWizardValues)[]
export const STEP_TWO_FIELDS = ['name', 'company', 'email', 'timeLineForFinance'] as const satisfies readonly (keyof DomesticWizardValues)[]

export const MEXICO_COUNTRIES = ['Mexico', 'Canada', 'USA'] as const
export type MexicoVariant = 'standard' | 'short' | 'otp'

/**
 * The Mexico form: financing is required except in the short variant; the variant that verifies the phone
 * fixes the country to Mexico and accepts an empty phone (it cannot be sent before the phone is verified).
 */
export const mexicoFormSchema = (restrictedDomains: readonly string[], variant: MexicoVariant) =>
  mexicoLeadSchema(restrictedDomains)
    .omit({ ...CONTEXT_FIELDS, formType: true, requestId: true })
    .extend({
      countryCode: countryChoice(variant === 'otp' ? (['Mexico'] as const) : MEXICO_COUNTRIES),
      financeRequirement: variant === 'short' ? amountField().optional() : amountField(),
      phoneNumber: variant === 'otp' ? phoneField('mexicoPhoneInvalid').optional() : phoneField('mexicoPhoneInvalid'),
    })
export type MexicoFormValues = z.input<ReturnType<typeof mexicoFormSchema>>

/** Any form of FORM_DEFINITIONS; its phone's country comes from a list of the served countries. */
export const genericFormSchema = (definition: FormDefinition, restrictedDomains: readonly string[], countries: readonly [PhoneCountry, ...PhoneCountry[]]) => {
  const schema = formSchema(definition, restrictedDomains).omit(CONTEXT_FIELDS)
  const phone = definition.fields.find((f) => f.kind === 'phone')
  if (!phone) return schema
  return schema.extend({ countryCode: phone.required ? countryChoice(countries) : countryChoice(countries).optional() })
}
