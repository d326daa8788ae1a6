import { DOMESTIC_COUNTDOWN } from './countdown'
import type { Notice } from './notice'
import { OTP_ACTION_TYPES, createOtpState, otpReducer, type OtpAction, type OtpState } from './otp-machine'

/**
 * The domestic/export wizard: step 1 (quick finance, phone verified by code) leads to step 2 (contact
 * details) only when step 1 is complete and the phone is verified; Back returns to step 1.
 */
export type WizardState = { step: 1 | 2; otp: OtpState; notice?: Notice }

export type WizardAction =
  | OtpAction
  /** `stepOneValid`: type, currency, amount and phone (and the optional website) passed validation. */
  | { type: 'next'; stepOneValid: boolean }
  | { type: 'back' }
  | { type: 'restart' }

export function createWizardState(): WizardState {
  return { step: 1, otp: createOtpState(DOMESTIC_COUNTDOWN) }
}

function isOtpAction(action: WizardAction): action is OtpAction {
  return OTP_ACTION_TYPES.has(action.type as OtpAction['type'])
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  if (isOtpAction(action)) {
    const otp = otpReducer(state.otp, action)
    if (otp === state.otp) return state
    return { ...state, otp, notice: otp.status === 'verified' ? undefined : state.notice }
  }
  switch (action.type) {
    case 'next':
      return action.stepOneValid && state.otp.status === 'verified'
        ? { ...state, step: 2, notice: undefined }
        : { ...state, notice: { key: 'step1Incomplete' } }
    case 'back':
      return { ...state, step: 1, notice: undefined }
    case 'restart':
      return createWizardState()
  }
}
