import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldError } from './FieldError'
import { describedBy, labelStyles } from './field-styles'

type Props = {
  id: string
  legend: string
  options: readonly { value: string; label: string }[]
  registration: UseFormRegisterReturn
  error?: string
}

/** Radio buttons drawn as a segmented control; arrow keys move between them as usual. */
export function RadioGroupField({ id, legend, options, registration, error }: Props) {
  return (
    <fieldset aria-describedby={describedBy(id, error)}>
      <legend className={labelStyles}>{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex h-10 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-semibold text-muted has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input type="radio" value={option.value} className="sr-only" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  )
}
