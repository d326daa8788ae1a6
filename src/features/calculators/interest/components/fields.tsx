import type { ReactNode } from 'react'
import { controlStyles, describedBy, labelStyles } from '@/features/lead-capture/forms/components/field-styles'

type FieldProps = {
  name: string
  label: string
  value: string
  /** Localized problem of the field, if any. */
  error?: string
  hint?: string
  optionalLabel?: string
  /** Native constraints: the browser checks them first; the server checks everything again. */
  min?: number | string
  max?: number | string
  step?: number | string
  required?: boolean
  type?: 'number' | 'date'
  className?: string
}

/** The id of a calculator field (one form per page). */
const fieldId = (name: string) => `ic-${name}`

function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  )
}

/** A labelled number (or date) input with its hint and error, tied to it by aria-describedby. */
export function InputField({
  name,
  label,
  value,
  error,
  hint,
  optionalLabel,
  min,
  max,
  step,
  required = !optionalLabel,
  type = 'number',
  className = '',
}: FieldProps) {
  const id = fieldId(name)
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
        {optionalLabel && <span className="ml-1 font-normal text-muted">{optionalLabel}</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={type === 'number' ? 'decimal' : undefined}
        defaultValue={value}
        min={min}
        max={max}
        step={step}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint ? `${id}-hint` : undefined)}
        className={controlStyles}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}

type Choice = { value: string; label: string }

/** A group of radio buttons in a fieldset whose legend names it; its error is the group's description (radios take no aria-invalid). */
export function RadioGroup({
  name,
  legend,
  choices,
  value,
  error,
  hint,
  children,
  className = '',
}: {
  name: string
  legend: string
  choices: Choice[]
  value: string
  error?: string
  hint?: string
  children?: ReactNode
  className?: string
}) {
  const id = fieldId(name)
  return (
    <fieldset aria-describedby={describedBy(id, error, hint ? `${id}-hint` : undefined)} className={className}>
      <legend className={labelStyles}>{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((choice) => (
          <label key={choice.value} className="inline-flex min-h-11 items-center gap-2 text-base text-ink">
            <input
              type="radio"
              id={`${id}-${choice.value}`}
              name={name}
              value={choice.value}
              defaultChecked={choice.value === value}
              className="size-5 accent-brand-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
      {children}
    </fieldset>
  )
}
