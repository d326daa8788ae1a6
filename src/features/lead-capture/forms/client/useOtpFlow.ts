'use client'

import { useEffect, type Dispatch } from 'react'
import type { EditionCode } from '@/i18n/editions'
import { trackEvent } from '@/lib/analytics'
import { otpSendBody, otpVerifyBody, postWithCaptcha, type OtpRecipient, type OtpSendAnswer, type OtpVerifyAnswer } from './api'
import { codeOf, isCodeComplete } from './code-boxes'
import { failureNotice, type FailureKeys } from './failure'
import { isCountingDown, type OtpAction, type OtpState } from './otp-machine'
import { API } from '@/lib/routes/api'

type Options = {
  otp: OtpState
  dispatch: Dispatch<OtpAction>
  htmlLang: string
  getToken: () => Promise<string>
  /** For a failed send, `network` may be left out: the spec only logs it (domestic form). */
  sendFailures: FailureKeys
  verifyFailures: FailureKeys
  onVerified?: (verified: { requestId: string; phone: string }) => void
  /** The form the code belongs to, named in the code-sent and code-verified events. */
  tracking: { edition: EditionCode; formType: string }
}

/** The calls of phone verification and the resend countdown's clock, over the state of otp-machine.ts. */
export function useOtpFlow({ otp, dispatch, htmlLang, getToken, sendFailures, verifyFailures, onVerified, tracking }: Options) {
  const trackingFields = { edition: tracking.edition, form_type: tracking.formType }
  const counting = isCountingDown(otp)
  const { tickMs } = otp.countdown
  useEffect(() => {
    if (!counting) return
    const timer = setInterval(() => dispatch({ type: 'tick' }), tickMs)
    return () => clearInterval(timer)
  }, [counting, tickMs, dispatch])

  async function send(recipient: OtpRecipient) {
    dispatch({ type: 'sendStarted', phone: recipient.phone })
    const outcome = await postWithCaptcha<OtpSendAnswer>(API.otp, otpSendBody(recipient), { htmlLang, getToken })
    const requestId = outcome.ok ? outcome.data.result?.requestId : undefined
    if (requestId) {
      trackEvent('lead_code_sent', trackingFields)
      return dispatch({ type: 'sendSucceeded', requestId })
    }
    console.warn('[lead-forms] The one-time code could not be sent.', outcome)
    dispatch({ type: 'sendFailed', error: outcome.ok ? undefined : failureNotice(outcome, sendFailures) })
  }

  async function verify(code: readonly string[]) {
    if (!isCodeComplete(code)) return dispatch({ type: 'codeIncomplete' })
    const { requestId, phone } = otp
    if (!requestId || !phone) return
    dispatch({ type: 'verifyStarted' })
    const outcome = await postWithCaptcha<OtpVerifyAnswer>(API.otp, otpVerifyBody(requestId, codeOf(code)), { htmlLang, getToken })
    if (outcome.ok && outcome.data.result?.verified) {
      dispatch({ type: 'verifySucceeded' })
      trackEvent('lead_code_verified', trackingFields)
      onVerified?.({ requestId, phone })
      return
    }
    const error = outcome.ok ? undefined : failureNotice(outcome, verifyFailures)
    dispatch({ type: 'verifyFailed', error: error ?? { key: 'otpIncorrect' } })
  }

  /** A changed code: stored, and verified at once when all six digits are there. */
  function changeCode(code: readonly string[]) {
    dispatch({ type: 'codeChanged', code })
    if (isCodeComplete(code)) void verify(code)
  }

  return { send, verify, changeCode }
}
