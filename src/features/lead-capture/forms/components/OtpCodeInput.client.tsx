'use client'

import { useEffect, useRef, type KeyboardEvent } from 'react'
import { backspaceInBox, pasteIntoBoxes, typeIntoBox, type CodeEdit } from '../client/code-boxes'

type Props = {
  id: string
  code: readonly string[]
  /** One label per box: 'Digit 1 of 6'… */
  digitLabels: readonly string[]
  onChange: (code: string[]) => void
  /** Enter in a box: verify (never resend). */
  onEnter: () => void
  /** While a code is being verified: no edits, but focus stays in the boxes. */
  readOnly?: boolean
  invalid?: boolean
  describedBy?: string
  /** Focus the first box when the boxes appear (right after a code was sent). */
  autoFocus?: boolean
}

/**
 * Six one-digit boxes: focus advances as digits are typed, Backspace in an empty box goes back, a pasted
 * or keyboard-suggested code fills every box. The edits themselves are the pure functions of code-boxes.ts.
 */
export function OtpCodeInput({ id, code, digitLabels, onChange, onEnter, readOnly, invalid, describedBy, autoFocus }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus()
  }, [autoFocus])

  const apply = ({ code: next, focus }: CodeEdit) => {
    if (readOnly) return
    onChange(next)
    boxes.current[focus]?.focus()
  }

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        event.preventDefault()
        return apply(backspaceInBox(code, index))
      case 'ArrowLeft':
        event.preventDefault()
        return boxes.current[Math.max(0, index - 1)]?.focus()
      case 'ArrowRight':
        event.preventDefault()
        return boxes.current[Math.min(code.length - 1, index + 1)]?.focus()
      case 'Enter':
        // Inside the form Enter would submit it (or press Send): it verifies the code instead.
        event.preventDefault()
        return onEnter()
    }
  }

  return (
    <div className="flex gap-2">
      {code.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element
          }}
          id={index === 0 ? id : `${id}-${index}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabels[index]}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          readOnly={readOnly}
          value={digit}
          onChange={(event) => apply(typeIntoBox(code, index, event.target.value))}
          onKeyDown={onKeyDown(index)}
          onPaste={(event) => {
            event.preventDefault()
            apply(pasteIntoBoxes(code, index, event.clipboardData.getData('text')))
          }}
          onFocus={(event) => event.target.select()}
          className="h-12 w-10 rounded-lg border border-slate-400 bg-white text-center text-xl font-semibold text-ink focus:border-brand-600 read-only:bg-slate-100 aria-invalid:border-red-700 sm:w-11"
        />
      ))}
    </div>
  )
}
