import { OTP_LENGTH } from '../constants'
import { emptyCode } from './code-boxes'
import { tickCountdown, type CountdownConfig } from './countdown'
import type { Notice } from './notice'

/**
 * Phone verification by one-time code: idle -> sending -> awaitingCode (the six boxes show) -> verifying ->
 * verified, or back to awaitingCode with an error. A failed send is only reported; the resend countdown
 * starts either way.
 */
type OtpStatus = 'idle' | 'sending' | 'awaitingCode' | 'verifying' | 'verified'

export type OtpState = {
  status: OtpStatus
  countdown: CountdownConfig
  /** The number the last code was sent to, or that a stored verification belongs to. */
  phone?: string
  requestId?: string
  code: readonly string[]
  /** Whether a send was made: until then Send is not held back by the countdown. */
  sent: boolean
  resendIn: number
  error?: Notice
}

export type OtpAction =
  | { type: 'sendStarted'; phone: string }
  | { type: 'sendSucceeded'; requestId: string }
  | { type: 'sendFailed'; error?: Notice }
  | { type: 'tick' }
  | { type: 'codeChanged'; code: readonly string[] }
  | { type: 'codeIncomplete' }
  | { type: 'verifyStarted' }
  | { type: 'verifySucceeded' }
  | { type: 'verifyFailed'; error: Notice }
  /** The phone field changed; `storedRequestId` is a verification kept for that number. */
  | { type: 'phoneChanged'; phone: string; storedRequestId?: string }
  | { type: 'reset' }

export const OTP_ACTION_TYPES: ReadonlySet<OtpAction['type']> = new Set<OtpAction['type']>([
  'sendStarted',
  'sendSucceeded',
  'sendFailed',
  'tick',
  'codeChanged',
  'codeIncomplete',
  'verifyStarted',
  'verifySucceeded',
  'verifyFailed',
  'phoneChanged',
  'reset',
])

export function createOtpState(countdown: CountdownConfig): OtpState {
  return { status: 'idle', countdown, code: emptyCode(), sent: false, resendIn: countdown.initial }
}

export function otpReducer(state: OtpState, action: OtpAction): OtpState {
  switch (action.type) {
    case 'sendStarted':
      return { ...state, status: 'sending', phone: action.phone, requestId: undefined, code: emptyCode(), error: undefined }
    // The answers of a send or a verify count only while that call is still the current one.
    case 'sendSucceeded':
      return state.status === 'sending'
        ? { ...state, status: 'awaitingCode', requestId: action.requestId, sent: true, resendIn: state.countdown.afterSend }
        : state
    case 'sendFailed':
      return state.status === 'sending' ? { ...state, status: 'idle', sent: true, resendIn: state.countdown.afterSend, error: action.error } : state
    case 'tick':
      return state.sent ? { ...state, resendIn: tickCountdown(state.resendIn) } : state
    case 'codeChanged':
      return state.status === 'awaitingCode' ? { ...state, code: action.code, error: undefined } : state
    case 'codeIncomplete':
      return state.status === 'awaitingCode' ? { ...state, error: { key: 'otpFormat' } } : state
    case 'verifyStarted':
      return state.status === 'awaitingCode' && state.code.join('').length === OTP_LENGTH ? { ...state, status: 'verifying', error: undefined } : state
    case 'verifySucceeded':
      return state.status === 'verifying' ? { ...state, status: 'verified', error: undefined } : state
    case 'verifyFailed':
      return state.status === 'verifying' ? { ...state, status: 'awaitingCode', error: action.error } : state
    case 'phoneChanged':
      if (action.phone === state.phone) return state
      if (action.storedRequestId) return { ...createOtpState(state.countdown), status: 'verified', phone: action.phone, requestId: action.storedRequestId }
      // A code sent to, or a verification of, another number means nothing for this one: start afresh.
      return state.phone === undefined && !state.error ? state : createOtpState(state.countdown)
    case 'reset':
      return createOtpState(state.countdown)
  }
}

/** Send is offered for a valid phone, not while a call runs or once verified, and a resend waits for zero. */
export function canSendOtp(state: OtpState, phoneIsValid: boolean): boolean {
  if (!phoneIsValid || state.status === 'sending' || state.status === 'verifying' || state.status === 'verified') return false
  return !state.sent || state.resendIn === 0
}

export function isCountingDown(state: OtpState): boolean {
  return state.sent && state.resendIn > 0 && state.status !== 'verified'
}

export function showsCodeBoxes(state: OtpState): boolean {
  return Boolean(state.requestId) && state.status !== 'sending' && state.status !== 'idle'
}
