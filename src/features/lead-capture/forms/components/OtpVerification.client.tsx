'use client'

import { canSendOtp, isCountingDown, showsCodeBoxes, type OtpState } from '../client/otp-machine'
import { noticeText, type FormMessages } from '../client/notice'
import type { OtpStrings } from './strings'
import { OtpCodeInput } from './OtpCodeInput.client'
import { secondaryButtonStyles } from './field-styles'

type Props = {
  id: string
  otp: OtpState
  /** Whatever else Send needs besides the state (a valid phone; in the Mexico form also company and e-mail). */
  ready: boolean
  onSend: () => void
  onCodeChange: (code: string[]) => void
  onVerify: () => void
  /** The countdown as shown: a plain number (domestic) or mm:ss (Mexico). */
  formatCountdown: (value: number) => string
  strings: OtpStrings
  messages: FormMessages
}

/** Send / Resend with its countdown, the six code boxes once a code was sent, the Verified badge, errors. */
export function OtpVerification({ id, otp, ready, onSend, onCodeChange, onVerify, formatCountdown, strings, messages }: Props) {
  const error = otp.error ? noticeText(otp.error, messages) : undefined
  const errorId = `${id}-error`
  const verified = otp.status === 'verified'
  return (
    <div className="space-y-3">
      {!verified && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button type="button" className={secondaryButtonStyles} disabled={!canSendOtp(otp, ready)} onClick={onSend}>
            {otp.status === 'sending' ? strings.sending : otp.sent ? strings.resend : strings.send}
          </button>
          {isCountingDown(otp) && <span className="text-sm text-muted">{strings.resendIn.replace('{time}', formatCountdown(otp.resendIn))}</span>}
        </div>
      )}
      {!verified && showsCodeBoxes(otp) && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{strings.codeLegend}</legend>
          <OtpCodeInput
            id={`${id}-code`}
            code={otp.code}
            digitLabels={strings.digitLabels}
            onChange={onCodeChange}
            onEnter={onVerify}
            readOnly={otp.status === 'verifying'}
            invalid={Boolean(error)}
            describedBy={error ? errorId : undefined}
            autoFocus
          />
        </fieldset>
      )}
      <div role="status" className="empty:hidden text-sm">
        {otp.status === 'verifying' && <span className="text-muted">{strings.verifying}</span>}
        {verified && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-3 py-1 font-semibold text-green-800">
            <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
            {strings.verified}
          </span>
        )}
      </div>
      <p id={errorId} role="alert" className="empty:hidden text-sm text-red-700">
        {error}
      </p>
    </div>
  )
}
