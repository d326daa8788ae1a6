'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

export type SuggestionStatus = 'idle' | 'loading' | 'done'

type Options = { minLength?: number; debounceMs?: number }

/**
 * The state of a WAI-ARIA combobox's suggestion list, shared by the search boxes that suggest as the visitor
 * types (the HSN finder, the shipment calculator's port and HS code fields). `suggest` asks `load` for the
 * text after a pause in typing; a newer request aborts the one in flight. `onKeyDown` gives the keys their
 * listbox meaning: arrows move the active option, Enter chooses it, Escape closes the list.
 */
export function useSuggestions<T>(load: (text: string, signal: AbortSignal) => Promise<T[]>, { minLength = 2, debounceMs = 200 }: Options = {}) {
  const [items, setItems] = useState<T[]>([])
  const [status, setStatus] = useState<SuggestionStatus>('idle')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inFlight = useRef<AbortController | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      inFlight.current?.abort()
    },
    [],
  )

  function cancel() {
    clearTimeout(timer.current)
    inFlight.current?.abort()
  }

  function suggest(text: string) {
    cancel()
    if (text.trim().length < minLength) {
      setOpen(false)
      setItems([])
      setStatus('idle')
      return
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController()
      inFlight.current = controller
      setStatus('loading')
      try {
        const found = await load(text.trim(), controller.signal)
        setItems(found)
        setActive(-1)
        setOpen(true)
        setStatus('done')
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setStatus('idle')
      }
    }, debounceMs)
  }

  /** Closes the list and forgets the suggestions (after a choice). */
  function reset() {
    cancel()
    setOpen(false)
    setActive(-1)
    setItems([])
    setStatus('idle')
  }

  /** `count` options in display order; `choose` runs for Enter on the active one. */
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, count: number, choose: (index: number) => void) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return
      event.preventDefault()
      setOpen(true)
      if (event.key === 'ArrowDown') setActive((i) => (i + 1) % count)
      else setActive((i) => (i <= 0 ? count - 1 : i - 1))
    } else if (event.key === 'Enter' && open && active >= 0 && active < count) {
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return { items, status, open, setOpen, active, setActive, expanded: open && status !== 'idle', suggest, reset, onKeyDown }
}
