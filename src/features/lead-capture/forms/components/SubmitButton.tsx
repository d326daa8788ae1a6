import type { ButtonHTMLAttributes } from 'react'
import { primaryButtonStyles } from './field-styles'

/** The form's submit button; while `busy` it shows the busy label (a disabled button refuses a second press). */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = '',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className={`${primaryButtonStyles} ${className}`} {...button}>
      {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      {busy ? busyLabel : label}
    </button>
  )
}
