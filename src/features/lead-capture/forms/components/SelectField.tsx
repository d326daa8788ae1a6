import type { Ref, SelectHTMLAttributes } from 'react'
import { FieldError } from './FieldError'
import { controlStyles, describedBy, labelStyles } from './field-styles'

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  id: string
  label: string
  options: readonly { value: string; label: string }[]
  /** The empty first option ('Choose…'); without it the first option is preselected. */
  placeholder?: string
  error?: string
  /** Label read by screen readers only (a select beside another control, such as the dial code). */
  hideLabel?: boolean
  ref?: Ref<HTMLSelectElement>
  className?: string
}

export function SelectField({ id, label, options, placeholder, error, hideLabel, className = '', ...select }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelStyles}>
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error)} className={`${controlStyles} pr-8`} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  )
}
