'use client'

import { useEffect, useRef, useState } from 'react'
import { getEdition, type EditionCode } from '@/i18n/editions'
import { trackEvent } from '@/lib/analytics'
import { SUCCESS_MESSAGE_MS } from '../constants'
import { postWithCaptcha, type ApiOutcome, type LeadAnswer } from './api'
import { DEFAULT_PHONE_PREFIX, pushConversion } from './conversion'
import { markLeadSubmitted } from './engagement'
import { failureNotice, type FailureKeys } from './failure'
import type { Notice } from './notice'

export type SubmissionPhase = { phase: 'idle' } | { phase: 'submitting' } | { phase: 'succeeded' } | { phase: 'failed'; notice?: Notice }

type Options = {
  path: string
  edition: EditionCode
  getToken: () => Promise<string>
  failures: FailureKeys
  formType: string
  phonePrefix?: string
}

type Followups = {
  /** After the success message has shown for its 5 seconds. */
  afterSuccess: (answer: LeadAnswer) => void
  /** After a failure message has shown for 5 seconds (the Mexico form resets then); without it the message stays. */
  afterFailure?: () => void
}

/**
 * Sends a form once and runs what follows: the success message for 5 seconds with the submission and
 * conversion events, or the failure message and event. The caller gets the outcome to show field errors or start a download.
 */
export function useLeadSubmission({ path, edition, getToken, failures, formType, phonePrefix }: Options) {
  const [state, setState] = useState<SubmissionPhase>({ phase: 'idle' })
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const later = (run: () => void) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(run, SUCCESS_MESSAGE_MS)
  }

  async function submit(body: object, { afterSuccess, afterFailure }: Followups): Promise<ApiOutcome<LeadAnswer>> {
    setState({ phase: 'submitting' })
    const outcome = await postWithCaptcha<LeadAnswer>(path, body, { htmlLang: getEdition(edition).htmlLang, getToken })
    if (outcome.ok) {
      setState({ phase: 'succeeded' })
      trackEvent('lead_form_submit', { edition, form_type: formType, phone_prefix: phonePrefix ?? DEFAULT_PHONE_PREFIX })
      pushConversion({ formType, edition, phonePrefix })
      markLeadSubmitted()
      later(() => {
        setState({ phase: 'idle' })
        afterSuccess(outcome.data)
      })
    } else {
      setState({ phase: 'failed', notice: failureNotice(outcome, failures) })
      trackEvent('lead_form_failure', { edition, form_type: formType, failure_reason: outcome.reason })
      if (afterFailure)
        later(() => {
          setState({ phase: 'idle' })
          afterFailure()
        })
    }
    return outcome
  }

  /** `sending`: the call is under way; `locked`: no second submission until the form has reset. */
  return { state, submit, sending: state.phase === 'submitting', locked: state.phase === 'submitting' || state.phase === 'succeeded' }
}
