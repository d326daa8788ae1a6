import type { InputHTMLAttributes, ReactNode, Ref } from 'react'
import { FieldError } from './FieldError'
import { controlStyles, describedBy, labelStyles } from './field-styles'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> & {
  id: string
  label: string
  error?: string
  /** Shown after the label of an optional field, e.g. '(optional)'. */
  optionalLabel?: string
  /** Before the input inside the same frame, e.g. the phone's dial code. */
  prefix?: ReactNode
  ref?: Ref<HTMLInputElement>
  className?: string
}

export function TextField({ id, label, error, optionalLabel, prefix, className = '', 'aria-describedby': extraDescription, ...input }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelStyles}>
        {label}
        {optionalLabel && <span className="ml-1 font-normal text-muted">{optionalLabel}</span>}
      </label>
      <div className="flex gap-2">
        {prefix}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, extraDescription)}
          className={controlStyles}
          {...input}
        />
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}
