'use client'

import { useEffect, useId, useMemo, useReducer, useRef, type FormEvent } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useCaptcha } from '@/lib/captcha/useCaptcha.client'
import type { CaptchaClientConfig } from '@/lib/captcha/types'
import { getEdition, type EditionCode } from '@/i18n/editions'
import { editionDialCode } from '../dial-codes'
import { trackEvent } from '@/lib/analytics'
import { REPLAY_MASKED } from '@/lib/replay-masking'
import { browserStorage } from '../client/browser-storage'
import { phoneCountryOf } from '../client/edition-phone'
import { DOMESTIC_FAILURES } from '../client/failure'
import { STEP_ONE_FIELDS, STEP_TWO_FIELDS, domesticWizardSchema, type DomesticWizardValues } from '../client/form-schemas'
import { leadResolver } from '../client/lead-resolver'
import { fieldMessageText, noticeText } from '../client/notice'
import { serverFieldErrors } from '../client/server-field-errors'
import { clearStepOne, loadStepOne, saveStepOneValues, saveVerifiedPhone, storedRequestIdFor } from '../client/step-one-storage'
import { readSubmissionContext } from '../client/submission-payload'
import { useFormStart } from '../client/useFormStart'
import { useLeadSubmission } from '../client/useLeadSubmission'
import { useOtpFlow } from '../client/useOtpFlow'
import { useThankYouPage } from '../client/useThankYouPage'
import { createWizardState, wizardReducer } from '../client/wizard-machine'
import { BUSINESS_TYPES, PHONE_LENGTH, TIMELINES, leadCurrency, type BusinessType } from '../constants'
import { FixedPrefix } from './FixedPrefix'
import { FormAlerts } from './FormAlerts'
import { Honeypot } from './Honeypot'
import { OtpVerification } from './OtpVerification.client'
import { RadioGroupField } from './RadioGroupField'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'
import { controlStyles, labelStyles, primaryButtonStyles, secondaryButtonStyles } from './field-styles'
import type { WizardStrings } from './strings'
import { API } from '@/lib/routes/api'

export type DomesticWizardProps = {
  edition: EditionCode
  captcha: CaptchaClientConfig
  restrictedEmailDomains: readonly string[]
  /** Export on the import-factoring page, domestic elsewhere (see defaultBusinessTypeFor). */
  defaultBusinessType: BusinessType
  strings: WizardStrings
}

const ALL_FIELDS = [...STEP_ONE_FIELDS, ...STEP_TWO_FIELDS]
/** The payload's names for the wizard's step-1 fields. */
const PAYLOAD_NAMES = { phoneNumber: 'phone', countryCode: 'phone', turnover: 'financeAmt', businessType: 'exportValue' } as const
const isPhone = (value: string | undefined) => new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(value ?? '')

/**
 * The two-step domestic/export lead form: step 1 (finance need and the phone, verified by code) is kept
 * in local storage until step 2 (contact details) is sent.
 */
export function DomesticWizard({ edition, captcha, restrictedEmailDomains, defaultBusinessType, strings }: DomesticWizardProps) {
  const id = useId()
  const { htmlLang } = getEdition(edition)
  const dialCode = editionDialCode(edition)
  const { labels, choices, messages } = strings
  const defaults = useMemo<DomesticWizardValues>(
    () => ({ exportValue: defaultBusinessType, financeAmt: '', phone: '', website: '', name: '', company: '', email: '', timeLineForFinance: 'Immediately' }),
    [defaultBusinessType],
  )
  const resolver = useMemo(() => leadResolver(domesticWizardSchema(restrictedEmailDomains)), [restrictedEmailDomains])
  const form = useForm({ resolver, defaultValues: defaults, mode: 'onTouched' })
  const { register, control, formState, setError } = form
  const [exportValue, phone] = useWatch({ control, name: ['exportValue', 'phone'] })
  const [state, dispatch] = useReducer(wizardReducer, undefined, createWizardState)
  const otpCaptcha = useCaptcha(captcha, 'otp', { language: htmlLang })
  const leadCaptcha = useCaptcha(captcha, 'lead', { language: htmlLang })
  const start = useFormStart({ edition, formType: 'DomesticForm' })
  const honeypot = useRef<HTMLInputElement>(null)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const goToThankYou = useThankYouPage(edition)
  const submission = useLeadSubmission({
    path: API.domesticLead,
    edition,
    getToken: leadCaptcha.getToken,
    failures: DOMESTIC_FAILURES,
    formType: 'DomesticForm',
    phonePrefix: dialCode,
  })
  const otpFlow = useOtpFlow({
    otp: state.otp,
    dispatch,
    htmlLang,
    getToken: otpCaptcha.getToken,
    // A failed send is only logged (spec), unless the captcha or the server has something to say.
    sendFailures: { captcha: DOMESTIC_FAILURES.captcha },
    verifyFailures: DOMESTIC_FAILURES,
    onVerified: (verified) => saveVerifiedPhone(browserStorage('local'), edition, verified),
    tracking: { edition, formType: 'DomesticForm' },
  })

  // Step 1 as the visitor left it, with a verification kept for its phone.
  useEffect(() => {
    const stored = loadStepOne(browserStorage('local'), edition)
    if (!Object.keys(stored.values).length) return
    form.reset({ ...defaults, ...stored.values })
    const storedPhone = stored.values.phone ?? ''
    dispatch({ type: 'phoneChanged', phone: storedPhone, storedRequestId: storedRequestIdFor(stored, storedPhone) })
  }, [form, defaults, edition])

  useEffect(() => {
    const { unsubscribe } = form.watch((values, { name }) => {
      // A shown error goes as soon as the value is right, not at blur: at blur the form would shift under the
      // pointer (the Send OTP button sits below the phone's error) and swallow the click.
      if (name && form.getFieldState(name as keyof DomesticWizardValues).error) void form.trigger(name as keyof DomesticWizardValues)
      if (!name || !(STEP_ONE_FIELDS as readonly string[]).includes(name)) return
      const storage = browserStorage('local')
      const { exportValue: type, financeAmt, phone: number = '', website } = values
      saveStepOneValues(storage, edition, { exportValue: type, financeAmt, phone: number, website })
      if (name === 'phone') dispatch({ type: 'phoneChanged', phone: number, storedRequestId: storedRequestIdFor(loadStepOne(storage, edition), number) })
    })
    return unsubscribe
  }, [form, edition])

  // A new step's heading takes focus, so screen readers announce it; not on mount.
  const shownStep = useRef(state.step)
  useEffect(() => {
    if (shownStep.current === state.step) return
    shownStep.current = state.step
    stepHeading.current?.focus()
  }, [state.step])

  /** Step 1 as it stands when the code is sent, if its amount is valid: stored as a partial lead once verified. */
  function stepOneForPartialLead() {
    const { exportValue: businessType, financeAmt, website } = form.getValues()
    if (!/^\d{1,15}$/.test(financeAmt ?? '')) return undefined
    return { businessType, turnover: financeAmt, website: website?.trim() || undefined, sourceUrl: window.location.href.slice(0, 2000) }
  }

  async function goToStepTwo() {
    const valid = await form.trigger([...STEP_ONE_FIELDS])
    dispatch({ type: 'next', stepOneValid: valid })
    if (valid) trackEvent('lead_form_step1_done', { edition, form_type: 'DomesticForm', phone_prefix: dialCode })
  }

  const submit = form.handleSubmit(async (values) => {
    const outcome = await submission.submit(
      {
        formType: 'DomesticForm',
        name: values.name,
        email: values.email,
        phoneNumber: values.phone,
        countryCode: dialCode,
        company: values.company,
        businessType: values.exportValue,
        turnover: values.financeAmt,
        timeLineForFinance: values.timeLineForFinance,
        website: values.website,
        requestId: state.otp.requestId,
        ...readSubmissionContext(start.startedAt(), honeypot.current?.value ?? ''),
      },
      {
        afterSuccess: () => {
          form.reset(defaults)
          clearStepOne(browserStorage('local'), edition)
          dispatch({ type: 'restart' })
          start.restart()
          goToThankYou({ reload: true })
        },
      },
    )
    if (outcome.ok || outcome.reason !== 'rejected') return
    const errors = serverFieldErrors(outcome.error.fields, ALL_FIELDS, PAYLOAD_NAMES)
    for (const [name, message] of errors) setError(name, { type: 'server', message })
    if (outcome.error.code === 'PHONE_NOT_VERIFIED') {
      saveVerifiedPhone(browserStorage('local'), edition, undefined)
      dispatch({ type: 'reset' })
    }
    if (outcome.error.code === 'PHONE_NOT_VERIFIED' || errors.some(([name]) => (STEP_ONE_FIELDS as readonly string[]).includes(name)))
      dispatch({ type: 'back' })
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (state.step === 2) return void submit(event)
    event.preventDefault()
    void goToStepTwo()
  }

  const error = (name: keyof DomesticWizardValues) => fieldMessageText(formState.errors[name]?.message, messages)
  const field = (name: keyof DomesticWizardValues) => ({ id: `${id}-${name}`, label: labels[name]!, error: error(name), ...register(name) })
  const step = strings.steps[state.step - 1]!
  const failure = submission.state.phase === 'failed' && submission.state.notice ? noticeText(submission.state.notice, messages) : undefined
  const notice = state.notice ? noticeText(state.notice, messages) : undefined

  return (
    <form noValidate onSubmit={onSubmit} {...start.handlers} {...REPLAY_MASKED} className="relative space-y-4" data-lead-form="domestic">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{step.progress}</p>
        <h3 ref={stepHeading} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
          {step.title}
        </h3>
      </div>

      {state.step === 1 ? (
        <>
          <RadioGroupField
            id={`${id}-exportValue`}
            legend={labels.exportValue!}
            options={BUSINESS_TYPES.map((value) => ({ value, label: choices.exportValue![value]! }))}
            registration={register('exportValue')}
            error={error('exportValue')}
          />
          <div className="grid grid-cols-[6rem_1fr] gap-3">
            <div>
              <label htmlFor={`${id}-currency`} className={labelStyles}>
                {labels.currency}
              </label>
              <input id={`${id}-currency`} readOnly value={leadCurrency(edition, exportValue)} className={`${controlStyles} bg-slate-100 font-semibold`} />
            </div>
            <TextField {...field('financeAmt')} inputMode="numeric" autoComplete="off" />
          </div>
          <div className="space-y-3">
            <TextField
              {...field('phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={PHONE_LENGTH}
              prefix={<FixedPrefix id={`${id}-dial-code`} text={dialCode} />}
              aria-describedby={`${id}-dial-code`}
            />
            <OtpVerification
              id={`${id}-otp`}
              otp={state.otp}
              ready={isPhone(phone)}
              onSend={() => void otpFlow.send({ phone, country: phoneCountryOf(edition), lead: stepOneForPartialLead() })}
              onCodeChange={otpFlow.changeCode}
              onVerify={() => void otpFlow.verify(state.otp.code)}
              formatCountdown={String}
              strings={strings.otp}
              messages={messages}
            />
          </div>
          <TextField {...field('website')} optionalLabel={strings.optional} type="url" inputMode="url" autoComplete="url" />
        </>
      ) : (
        <>
          <TextField {...field('name')} autoComplete="name" />
          <TextField {...field('company')} autoComplete="organization" />
          <TextField {...field('email')} type="email" autoComplete="email" />
          <RadioGroupField
            id={`${id}-timeLineForFinance`}
            legend={labels.timeLineForFinance!}
            options={TIMELINES.map((value) => ({ value, label: choices.timeLineForFinance![value]! }))}
            registration={register('timeLineForFinance')}
            error={error('timeLineForFinance')}
          />
        </>
      )}

      <FormAlerts error={failure ?? notice} success={submission.state.phase === 'succeeded' ? messages.success : undefined} />
      {otpCaptcha.captchaElement}
      {leadCaptcha.captchaElement}
      <Honeypot id={`${id}-referral`} label={strings.referralCode} inputRef={honeypot} />

      {state.step === 1 ? (
        <button type="submit" className={`${primaryButtonStyles} w-full`}>
          {strings.next}
        </button>
      ) : (
        <div className="grid grid-cols-[auto_1fr] gap-3">
          <button type="button" className={secondaryButtonStyles} onClick={() => dispatch({ type: 'back' })} disabled={submission.locked}>
            {strings.back}
          </button>
          <SubmitButton busy={submission.sending} disabled={submission.locked} label={strings.submit} busyLabel={strings.submitting} />
        </div>
      )}
    </form>
  )
}
