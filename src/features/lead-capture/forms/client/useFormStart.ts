'use client'

import { useRef } from 'react'
import type { EditionCode } from '@/i18n/editions'
import { trackEvent } from '@/lib/analytics'
import { markLeadFormStarted } from './engagement'

/**
 * When the visitor first focused or typed in the form (the server treats much faster submissions as
 * automated), the form's marker for the popups and its start event. Spread `handlers` on the <form>.
 */
export function useFormStart({ edition, formType }: { edition: EditionCode; formType: string }) {
  const startedAt = useRef<number | undefined>(undefined)
  const start = () => {
    if (startedAt.current) return
    startedAt.current = Date.now()
    markLeadFormStarted()
    trackEvent('lead_form_start', { edition, form_type: formType })
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
