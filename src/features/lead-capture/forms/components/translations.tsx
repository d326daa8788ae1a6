import 'server-only'
import { getTranslations } from 'next-intl/server'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { BUSINESS_TYPES, OTP_LENGTH, TIMELINES } from '../constants'
import { CLIENT_MESSAGE_KEYS } from '../client/notice'
import { MEXICO_COUNTRIES } from '../client/form-schemas'
import type { FormDefinition } from '../definitions'
import { PHONE_COUNTRY_NAMES } from '../dial-codes'
import { COMPANY_TYPES } from '../schemas'
import type { FormStrings, GenericStrings, MexicoStrings, OtpStrings, WizardStrings } from './strings'

type Choices = Record<string, readonly string[]>

async function getFormStrings(labelNames: readonly string[], choices: Choices): Promise<FormStrings> {
  const t = await getTranslations('LeadForms')
  return {
    messages: Object.fromEntries(CLIENT_MESSAGE_KEYS.map((key) => [key, t(`messages.${key}`)])) as FormStrings['messages'],
    labels: Object.fromEntries(labelNames.map((name) => [name, t(`fields.${name}`)])),
    choices: Object.fromEntries(Object.entries(choices).map(([name, values]) => [name, Object.fromEntries(values.map((v) => [v, t(`choices.${name}.${v}`)]))])),
    optional: t('common.optional'),
    choose: t('common.choose'),
    referralCode: t('common.referralCode'),
    submit: t('common.submit'),
    submitting: t('common.submitting'),
  }
}

async function getOtpStrings(): Promise<OtpStrings> {
  const t = await getTranslations('LeadForms.otp')
  return {
    send: t('send'),
    resend: t('resend'),
    resendIn: t.raw('resendIn') as string,
    sending: t('sending'),
    verifying: t('verifying'),
    verified: t('verified'),
    codeLegend: t('codeLegend'),
    digitLabels: Array.from({ length: OTP_LENGTH }, (_, i) => t('digit', { index: i + 1, count: OTP_LENGTH })),
  }
}

export async function getWizardStrings(): Promise<WizardStrings> {
  const [form, otp, t] = await Promise.all([
    getFormStrings(['exportValue', 'currency', 'financeAmt', 'phone', 'website', 'name', 'company', 'email', 'timeLineForFinance'], {
      exportValue: BUSINESS_TYPES,
      timeLineForFinance: TIMELINES,
    }),
    getOtpStrings(),
    getTranslations('LeadForms.wizard'),
  ])
  const step = (n: 1 | 2, title: string) => ({ title, progress: t('progress', { step: n, count: 2 }) })
  return { ...form, otp, steps: [step(1, t('stepOne')), step(2, t('stepTwo'))], next: t('next'), back: t('back') }
}

export async function getMexicoStrings(): Promise<MexicoStrings> {
  const [form, otp] = await Promise.all([
    getFormStrings(['email', 'phone', 'countryCode', 'company', 'companyType', 'financeRequirement'], {
      countryCode: MEXICO_COUNTRIES,
      companyType: COMPANY_TYPES,
    }),
    getOtpStrings(),
  ])
  return { ...form, otp }
}

export async function getGenericStrings(definition: FormDefinition, edition: EditionCode): Promise<GenericStrings> {
  const labelled = definition.fields.filter((f) => f.kind !== 'hidden' && f.kind !== 'consent')
  const choices: Choices = Object.fromEntries(definition.fields.flatMap((f) => (f.kind === 'choice' ? [[f.name, f.choices]] : [])))
  const hasPhone = definition.fields.some((f) => f.kind === 'phone')
  const [form, t] = await Promise.all([
    getFormStrings(
      [...labelled.map((f) => f.name), ...(hasPhone ? ['countryCode'] : [])],
      hasPhone ? { ...choices, countryCode: PHONE_COUNTRY_NAMES } : choices,
    ),
    getTranslations('LeadForms'),
  ])
  const consent = definition.fields.find((f) => f.kind === 'consent')
  return {
    ...form,
    submit: definition.download ? t('common.download') : form.submit,
    consent: consent
      ? t.rich(`fields.${consent.name}`, {
          link: (chunks) => (
            <a href={editionPath(edition, '/terms-and-conditions')} target="_blank" rel="noopener">
              {chunks}
            </a>
          ),
        })
      : undefined,
  }
}
