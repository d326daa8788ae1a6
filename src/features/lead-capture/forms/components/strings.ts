import type { ReactNode } from 'react'
import type { FormMessages } from '../client/notice'

/** The translated texts the forms receive from the server component that renders them (see translations.tsx). */
export type FormStrings = {
  messages: FormMessages
  /** Labels by field name (LeadForms.fields). */
  labels: Record<string, string>
  /** Option labels by field name and value (LeadForms.choices). */
  choices: Record<string, Record<string, string>>
  optional: string
  choose: string
  referralCode: string
  submit: string
  submitting: string
}

export type OtpStrings = {
  send: string
  resend: string
  /** 'Resend OTP in {time}'. */
  resendIn: string
  sending: string
  verifying: string
  verified: string
  codeLegend: string
  digitLabels: string[]
}

export type WizardStrings = FormStrings & {
  otp: OtpStrings
  /** Step 1 and step 2: heading and 'Step n of 2'. */
  steps: [{ title: string; progress: string }, { title: string; progress: string }]
  next: string
  back: string
}

export type MexicoStrings = FormStrings & { otp: OtpStrings }

export type GenericStrings = FormStrings & {
  /** The terms agreement with its link to the edition's terms, for forms that ask for it. */
  consent?: ReactNode
}
