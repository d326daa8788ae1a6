'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

type Props = {
  /** Content of the toggle button. */
  label: ReactNode
  /** Accessible name of the button when `label` is not plain text. */
  ariaLabel?: string
  buttonClassName?: string
  panelClassName?: string
  className?: string
  /** Open on pointer hover as well as on click (desktop menus). */
  openOnHover?: boolean
  children: ReactNode
}

/**
 * A disclosure button and its panel: click or Enter toggles, Esc closes and returns focus to the button, a
 * click or focus outside closes. The panel is rendered only while open: closed, it is not in the HTML.
 */
export function Disclosure({ label, ariaLabel, buttonClassName, panelClassName, className, openOnHover, children }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('focusin', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('focusin', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const hover = openOnHover
    ? {
        onPointerEnter: (e: React.PointerEvent) => e.pointerType === 'mouse' && setOpen(true),
        onPointerLeave: (e: React.PointerEvent) => e.pointerType === 'mouse' && setOpen(false),
      }
    : {}

  return (
    <div ref={root} className={className} {...hover}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={ariaLabel}
        className={buttonClassName}
        // A mouse that hovers a hover menu has opened it already: its click must not close it again.
        onClick={(e) => (openOnHover && (e.nativeEvent as PointerEvent).pointerType === 'mouse' ? setOpen(true) : setOpen((v) => !v))}
      >
        {label}
      </button>
      {open && (
        <div id={id} className={panelClassName}>
          {children}
        </div>
      )}
    </div>
  )
}
