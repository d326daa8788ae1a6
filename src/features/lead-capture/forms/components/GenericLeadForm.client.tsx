'use client'

import { type FormEvent, useId, useMemo, useRef } from 'react'
import { useForm, useWatch, type FieldValues } from 'react-hook-form'
import { useCaptcha } from '@/lib/captcha/useCaptcha.client'
import type { CaptchaClientConfig } from '@/lib/captcha/types'
import { getEdition, type EditionCode } from '@/i18n/editions'
import { REPLAY_MASKED } from '@/lib/replay-masking'
import { startDownload } from '../client/download'
import { phoneCountryOf } from '../client/edition-phone'
import { DOMESTIC_FAILURES } from '../client/failure'
import { genericFormSchema } from '../client/form-schemas'
import { leadResolver } from '../client/lead-resolver'
import { fieldMessageText, noticeText } from '../client/notice'
import { serverFieldErrors } from '../client/server-field-errors'
import { readSubmissionContext } from '../client/submission-payload'
import { useFormStart } from '../client/useFormStart'
import { useLeadSubmission } from '../client/useLeadSubmission'
import { useThankYouPage } from '../client/useThankYouPage'
import { PHONE_LENGTH } from '../constants'
import { findFormDefinition, type FieldDefinition, type FormSlug } from '../definitions'
import { PHONE_COUNTRY_NAMES, dialCodeOf, type PhoneCountry } from '../dial-codes'
import { ConsentField } from './ConsentField'
import { FormAlerts } from './FormAlerts'
import { Honeypot } from './Honeypot'
import { SelectField } from './SelectField'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'
import { controlStyles, describedBy, labelStyles } from './field-styles'
import { FieldError } from './FieldError'
import type { GenericStrings } from './strings'
import { leadFormApi } from '@/lib/routes/api'

export type GenericLeadFormProps = {
  edition: EditionCode
  captcha: CaptchaClientConfig
  restrictedEmailDomains: readonly string[]
  slug: FormSlug
  /** Values of the form's hidden fields, set by the page (the blog download's documentKey). */
  hiddenValues?: Record<string, string>
  strings: GenericStrings
}

const NO_HIDDEN_VALUES: Record<string, string> = {}

/** The edition's own country first, then the other served countries. */
function phoneCountries(edition: EditionCode): [PhoneCountry, ...PhoneCountry[]] {
  const own = phoneCountryOf(edition)
  return [own, ...PHONE_COUNTRY_NAMES.filter((c) => c !== own)]
}

/** The form field names a definition's field occupies (a phone is a number and a country). */
function namesOf(field: FieldDefinition): string[] {
  return field.kind === 'phone' ? ['phoneNumber', 'countryCode'] : [field.name]
}

function defaultsOf(fields: readonly FieldDefinition[], country: PhoneCountry, hiddenValues: Record<string, string>): FieldValues {
  return Object.fromEntries(
    fields.flatMap((f): [string, unknown][] => {
      if (f.kind === 'phone')
        return [
          ['phoneNumber', ''],
          ['countryCode', country],
        ]
      if (f.kind === 'consent') return [[f.name, false]]
      if (f.kind === 'hidden') return [[f.name, hiddenValues[f.name] ?? '']]
      return [[f.name, '']]
    }),
  )
}

/**
 * Any form of FORM_DEFINITIONS, drawn from its list of fields and validated with the schema its endpoint
 * uses. After success it goes to the thank-you page, or, for a download form, hands over the document.
 */
export function GenericLeadForm({ edition, captcha, restrictedEmailDomains, slug, hiddenValues = NO_HIDDEN_VALUES, strings }: GenericLeadFormProps) {
  const id = useId()
  const definition = findFormDefinition(slug)!
  const countries = useMemo(() => phoneCountries(edition), [edition])
  const { labels, choices, messages } = strings
  const defaults = useMemo(() => defaultsOf(definition.fields, countries[0], hiddenValues), [definition, countries, hiddenValues])
  const resolver = useMemo(
    () => leadResolver(genericFormSchema(definition, restrictedEmailDomains, countries)),
    [definition, restrictedEmailDomains, countries],
  )
  const form = useForm<FieldValues, unknown, FieldValues>({ resolver, defaultValues: defaults, mode: 'onTouched' })
  const { register, control, formState, setError } = form
  const country = useWatch({ control, name: 'countryCode' }) as PhoneCountry | undefined
  const captchaControls = useCaptcha(captcha, 'lead', { language: getEdition(edition).htmlLang })
  const start = useFormStart({ edition, formType: definition.formType })
  const honeypot = useRef<HTMLInputElement>(null)
  const goToThankYou = useThankYouPage(edition)
  const submission = useLeadSubmission({
    path: leadFormApi(slug),
    edition,
    getToken: captchaControls.getToken,
    failures: DOMESTIC_FAILURES,
    formType: definition.formType,
    phonePrefix: country ? dialCodeOf(country) : undefined,
  })

  // Built when the form is sent, not during render: the callback reads the honeypot's ref.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(async (values) => {
      const outcome = await submission.submit(
        { ...values, ...readSubmissionContext(start.startedAt(), honeypot.current?.value ?? '') },
        {
          afterSuccess: () => {
            form.reset(defaults)
            start.restart()
            if (!definition.download && !definition.stay) goToThankYou({ reload: false })
          },
        },
      )
      if (outcome.ok) {
        const download = outcome.data.result?.download
        if (definition.download && download) startDownload(download)
        return
      }
      if (outcome.reason !== 'rejected') return
      const names = definition.fields.filter((f) => f.kind !== 'hidden').flatMap(namesOf)
      for (const [name, message] of serverFieldErrors(outcome.error.fields, names)) setError(name, { type: 'server', message })
    })(event)

  const error = (name: string) => fieldMessageText(formState.errors[name]?.message as string | undefined, messages)

  function renderField(field: Exclude<FieldDefinition, { kind: 'hidden' }>) {
    const fieldId = `${id}-${field.name}`
    const optional = 'required' in field && !field.required ? strings.optional : undefined
    switch (field.kind) {
      case 'text':
        return (
          <TextField
            id={fieldId}
            label={labels[field.name]!}
            optionalLabel={optional}
            error={error(field.name)}
            autoComplete={field.autoComplete}
            {...register(field.name)}
          />
        )
      case 'email':
        return <TextField id={fieldId} label={labels.email!} error={error('email')} type="email" autoComplete="email" {...register('email')} />
      case 'amount':
        return (
          <TextField
            id={fieldId}
            label={labels[field.name]!}
            optionalLabel={optional}
            error={error(field.name)}
            inputMode="numeric"
            autoComplete="off"
            {...register(field.name)}
          />
        )
      case 'gstin':
        return (
          <TextField
            id={fieldId}
            label={labels[field.name]!}
            optionalLabel={optional}
            error={error(field.name)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            {...register(field.name)}
          />
        )
      case 'phone':
        return (
          <TextField
            id={`${id}-phoneNumber`}
            label={labels.phone!}
            optionalLabel={optional}
            error={error('phoneNumber')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_LENGTH}
            prefix={
              <SelectField
                id={`${id}-countryCode`}
                label={labels.countryCode!}
                hideLabel
                options={countries.map((c) => ({ value: c, label: choices.countryCode![c]! }))}
                error={error('countryCode')}
                className="shrink-0 [&_select]:w-auto"
                {...register('countryCode')}
              />
            }
            {...register('phoneNumber')}
          />
        )
      case 'choice':
        return (
          <SelectField
            id={fieldId}
            label={labels[field.name]!}
            placeholder={strings.choose}
            options={field.choices.map((value) => ({ value, label: choices[field.name]![value]! }))}
            error={error(field.name)}
            {...register(field.name)}
          />
        )
      case 'textarea':
        return (
          <div>
            <label htmlFor={fieldId} className={labelStyles}>
              {labels[field.name]}
              {optional && <span className="ml-1 font-normal text-muted">{optional}</span>}
            </label>
            <textarea
              id={fieldId}
              rows={4}
              maxLength={field.max}
              aria-invalid={error(field.name) ? true : undefined}
              aria-describedby={describedBy(fieldId, error(field.name))}
              className={`${controlStyles} h-auto py-2`}
              {...register(field.name)}
            />
            <FieldError id={fieldId} error={error(field.name)} />
          </div>
        )
      case 'consent':
        return <ConsentField id={fieldId} label={strings.consent} registration={register(field.name)} error={error(field.name)} />
    }
  }

  const failure = submission.state.phase === 'failed' && submission.state.notice ? noticeText(submission.state.notice, messages) : undefined

  return (
    <form noValidate onSubmit={submit} {...start.handlers} {...REPLAY_MASKED} className="relative space-y-4" data-lead-form={slug}>
      {/* Hidden fields are not drawn: their values are among the defaults. */}
      {definition.fields.map((field) => field.kind !== 'hidden' && <div key={field.name}>{renderField(field)}</div>)}
      <FormAlerts error={failure} success={submission.state.phase === 'succeeded' ? messages.success : undefined} />
      {captchaControls.captchaElement}
      <Honeypot id={`${id}-referral`} label={strings.referralCode} inputRef={honeypot} />
      <SubmitButton busy={submission.sending} disabled={submission.locked} label={strings.submit} busyLabel={strings.submitting} className="w-full" />
    </form>
  )
}
