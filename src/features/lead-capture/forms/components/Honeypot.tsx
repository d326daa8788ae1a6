import type { Ref } from 'react'
import { HONEYPOT_FIELD } from '../constants'

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from assistive technology)
 * and bots fill in. Named like an ordinary field so neither autofill nor a bot takes it for a trap.
 */
export function Honeypot({ id, label, inputRef }: { id: string; label: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
