import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldError } from './FieldError'
import { describedBy } from './field-styles'

/** A required agreement; the label may hold a link (the terms of the edition). */
export function ConsentField({ id, label, registration, error }: { id: string; label: ReactNode; registration: UseFormRegisterReturn; error?: string }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          {...registration}
        />
        <label htmlFor={id} className="text-sm text-ink [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  )
}
