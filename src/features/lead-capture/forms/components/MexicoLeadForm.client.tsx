'use client'

import { type FormEvent, useId, useMemo, useReducer, useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useCaptcha } from '@/lib/captcha/useCaptcha.client'
import type { CaptchaClientConfig } from '@/lib/captcha/types'
import { getEdition, type EditionCode } from '@/i18n/editions'
import { REPLAY_MASKED } from '@/lib/replay-masking'
import { MEXICO_COUNTDOWN, formatMinutesSeconds } from '../client/countdown'
import { MEXICO_FAILURES } from '../client/failure'
import { MEXICO_COUNTRIES, mexicoFormSchema, type MexicoFormValues, type MexicoVariant } from '../client/form-schemas'
import { leadResolver } from '../client/lead-resolver'
import { fieldMessageText, noticeText } from '../client/notice'
import { createOtpState, otpReducer } from '../client/otp-machine'
import { serverFieldErrors } from '../client/server-field-errors'
import { readSubmissionContext } from '../client/submission-payload'
import { useFormStart } from '../client/useFormStart'
import { useLeadSubmission } from '../client/useLeadSubmission'
import { useOtpFlow } from '../client/useOtpFlow'
import { useThankYouPage } from '../client/useThankYouPage'
import { PHONE_LENGTH } from '../constants'
import { dialCodeOf } from '../dial-codes'
import { COMPANY_TYPES } from '../schemas'
import { FixedPrefix } from './FixedPrefix'
import { FormAlerts } from './FormAlerts'
import { Honeypot } from './Honeypot'
import { OtpVerification } from './OtpVerification.client'
import { SelectField } from './SelectField'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'
import type { MexicoStrings } from './strings'
import { API } from '@/lib/routes/api'

export type MexicoLeadFormProps = {
  edition: EditionCode
  captcha: CaptchaClientConfig
  restrictedEmailDomains: readonly string[]
  /** standard: financing required; short: financing optional; otp: the phone is verified by code. */
  variant: MexicoVariant
  strings: MexicoStrings
}

const FIELDS = ['email', 'phoneNumber', 'countryCode', 'company', 'companyType', 'financeRequirement'] as const satisfies readonly (keyof MexicoFormValues)[]
const DEFAULTS: MexicoFormValues = {
  email: '',
  phoneNumber: '',
  countryCode: 'Mexico',
  company: '',
  companyType: '' as MexicoFormValues['companyType'],
  financeRequirement: '',
}
const isPhone = (value: string | undefined) => new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(value ?? '')

/** The Mexico finance lead form, in the page's language, in its three variants. */
export function MexicoLeadForm({ edition, captcha, restrictedEmailDomains, variant, strings }: MexicoLeadFormProps) {
  const id = useId()
  const { htmlLang } = getEdition(edition)
  const { labels, choices, messages } = strings
  const withOtp = variant === 'otp'
  const resolver = useMemo(() => leadResolver(mexicoFormSchema(restrictedEmailDomains, variant)), [restrictedEmailDomains, variant])
  const form = useForm({ resolver, defaultValues: DEFAULTS, mode: 'onTouched' })
  const { register, control, formState, setError } = form
  const [phoneNumber, countryCode, company, email] = useWatch({ control, name: ['phoneNumber', 'countryCode', 'company', 'email'] })
  const [otp, dispatch] = useReducer(otpReducer, MEXICO_COUNTDOWN, createOtpState)
  const otpCaptcha = useCaptcha(captcha, 'otp', { language: htmlLang })
  const leadCaptcha = useCaptcha(captcha, 'lead', { language: htmlLang })
  const start = useFormStart({ edition, formType: 'MexicoForm' })
  const honeypot = useRef<HTMLInputElement>(null)
  const goToThankYou = useThankYouPage(edition)
  const submission = useLeadSubmission({
    path: API.mexicoLead,
    edition,
    getToken: leadCaptcha.getToken,
    failures: MEXICO_FAILURES,
    formType: 'MexicoForm',
    phonePrefix: dialCodeOf(countryCode),
  })
  const otpFlow = useOtpFlow({
    otp,
    dispatch,
    htmlLang,
    getToken: otpCaptcha.getToken,
    sendFailures: MEXICO_FAILURES,
    verifyFailures: MEXICO_FAILURES,
    tracking: { edition, formType: 'MexicoForm' },
  })

  const reset = () => {
    form.reset(DEFAULTS)
    dispatch({ type: 'reset' })
    start.restart()
  }

  const phoneField = register('phoneNumber', withOtp ? { onChange: (event) => dispatch({ type: 'phoneChanged', phone: event.target.value }) } : undefined)
  const hasContact = Boolean(company?.trim() && email?.trim())
  const verified = otp.status === 'verified'

  async function sendCode() {
    // The code goes out with the company and e-mail, so the e-mail must be one the server accepts.
    if (!(await form.trigger(['email', 'company', 'phoneNumber']))) return
    void otpFlow.send({ phone: phoneNumber ?? '', country: 'Mexico', company: company.trim(), email: email.trim() })
  }

  // Built when the form is sent, not during render: the callback reads the honeypot's ref.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(async (values) => {
      const outcome = await submission.submit(
        {
          formType: 'MexicoForm',
          ...values,
          ...(withOtp && { requestId: otp.requestId }),
          ...readSubmissionContext(start.startedAt(), honeypot.current?.value ?? ''),
        },
        {
          afterSuccess: () => {
            reset()
            goToThankYou({ reload: false })
          },
          afterFailure: reset,
        },
      )
      if (outcome.ok || outcome.reason !== 'rejected') return
      for (const [name, message] of serverFieldErrors(outcome.error.fields, FIELDS)) setError(name, { type: 'server', message })
    })(event)

  const error = (name: keyof MexicoFormValues) => fieldMessageText(formState.errors[name]?.message, messages)
  const options = (name: string, values: readonly string[]) => values.map((value) => ({ value, label: choices[name]![value]! }))
  const failure = submission.state.phase === 'failed' && submission.state.notice ? noticeText(submission.state.notice, messages) : undefined
  const canSubmit = !withOtp || (formState.isValid && verified && hasContact)

  return (
    <form noValidate onSubmit={submit} {...start.handlers} {...REPLAY_MASKED} className="relative space-y-4" data-lead-form="mexico">
      <TextField id={`${id}-email`} label={labels.email!} error={error('email')} type="email" autoComplete="email" {...register('email')} />
      <div className="space-y-3">
        <TextField
          id={`${id}-phoneNumber`}
          label={labels.phone!}
          error={error('phoneNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_LENGTH}
          readOnly={withOtp && verified}
          {...phoneField}
          {...(withOtp
            ? { prefix: <FixedPrefix id={`${id}-countryCode`} text={choices.countryCode!.Mexico!} />, 'aria-describedby': `${id}-countryCode` }
            : {
                prefix: (
                  <SelectField
                    id={`${id}-countryCode`}
                    label={labels.countryCode!}
                    hideLabel
                    options={options('countryCode', MEXICO_COUNTRIES)}
                    error={error('countryCode')}
                    className="shrink-0 [&_select]:w-auto"
                    {...register('countryCode')}
                  />
                ),
              })}
        />
        {withOtp && (
          <OtpVerification
            id={`${id}-otp`}
            otp={otp}
            ready={isPhone(phoneNumber) && hasContact}
            onSend={() => void sendCode()}
            onCodeChange={otpFlow.changeCode}
            onVerify={() => void otpFlow.verify(otp.code)}
            formatCountdown={formatMinutesSeconds}
            strings={strings.otp}
            messages={messages}
          />
        )}
      </div>
      <TextField id={`${id}-company`} label={labels.company!} error={error('company')} autoComplete="organization" {...register('company')} />
      <SelectField
        id={`${id}-companyType`}
        label={labels.companyType!}
        placeholder={strings.choose}
        options={options('companyType', COMPANY_TYPES)}
        error={error('companyType')}
        {...register('companyType')}
      />
      <TextField
        id={`${id}-financeRequirement`}
        label={labels.financeRequirement!}
        optionalLabel={variant === 'short' ? strings.optional : undefined}
        error={error('financeRequirement')}
        inputMode="numeric"
        autoComplete="off"
        {...register('financeRequirement')}
      />

      <FormAlerts error={failure} success={submission.state.phase === 'succeeded' ? messages.success : undefined} />
      {withOtp && otpCaptcha.captchaElement}
      {leadCaptcha.captchaElement}
      <Honeypot id={`${id}-referral`} label={strings.referralCode} inputRef={honeypot} />
      <SubmitButton
        busy={submission.sending}
        disabled={submission.locked || !canSubmit}
        label={strings.submit}
        busyLabel={strings.submitting}
        className="w-full"
      />
    </form>
  )
}
