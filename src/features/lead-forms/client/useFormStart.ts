'use client'

import { useRef } from 'react'
import { markLeadFormStarted } from './engagement'

/**
 * When the visitor first focused or typed in the form (the server treats much faster submissions as
 * automated), and the form's marker for the popups. Spread `handlers` on the <form>.
 */
export function useFormStart() {
  const startedAt = useRef<number | undefined>(undefined)
  const start = () => {
    if (startedAt.current) return
    startedAt.current = Date.now()
    markLeadFormStarted()
  }
  return {
    handlers: { onFocusCapture: start, onInputCapture: start },
    /** A submission always follows some interaction (pressing Submit focuses it); now, should none have been seen. */
    startedAt: () => startedAt.current ?? Date.now(),
    restart: () => {
      startedAt.current = undefined
    },
  }
}
