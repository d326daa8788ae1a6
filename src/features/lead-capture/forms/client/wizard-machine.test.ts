import { describe, expect, it } from 'vitest'
import { createWizardState, wizardReducer, type WizardAction } from './wizard-machine'

const REQUEST_ID = '0b6f4c1e-2f4a-4f7e-9a57-3f1c2d9a8b10'
const run = (actions: WizardAction[], state = createWizardState()) => actions.reduce(wizardReducer, state)
const verify: WizardAction[] = [
  { type: 'sendStarted', phone: '9812345678' },
  { type: 'sendSucceeded', requestId: REQUEST_ID },
  { type: 'codeChanged', code: '123456'.split('') },
  { type: 'verifyStarted' },
  { type: 'verifySucceeded' },
]

describe('domestic wizard', () => {
  it('starts on step 1 with the domestic countdown', () => {
    expect(createWizardState()).toMatchObject({ step: 1, otp: { status: 'idle', resendIn: 60 } })
  })

  it('stays on step 1 with the incomplete-step message until the phone is verified', () => {
    const state = run([{ type: 'next', stepOneValid: true }])
    expect(state).toMatchObject({ step: 1, notice: { key: 'step1Incomplete' } })
  })

  it('stays on step 1 when the fields are incomplete even with a verified phone', () => {
    expect(run([...verify, { type: 'next', stepOneValid: false }])).toMatchObject({ step: 1, notice: { key: 'step1Incomplete' } })
  })

  it('goes to step 2 when step 1 is complete and verified, and Back returns', () => {
    const second = run([...verify, { type: 'next', stepOneValid: true }])
    expect(second).toMatchObject({ step: 2, notice: undefined })
    expect(run([{ type: 'back' }], second).step).toBe(1)
  })

  it('accepts a stored verification for the phone', () => {
    const state = run([
      { type: 'phoneChanged', phone: '9812345678', storedRequestId: REQUEST_ID },
      { type: 'next', stepOneValid: true },
    ])
    expect(state.step).toBe(2)
    expect(state.otp.requestId).toBe(REQUEST_ID)
  })

  it('clears the incomplete-step message once the phone is verified', () => {
    const state = run([{ type: 'next', stepOneValid: true }, ...verify])
    expect(state.notice).toBeUndefined()
  })

  it('starts over after a submission', () => {
    const state = run([...verify, { type: 'next', stepOneValid: true }, { type: 'restart' }])
    expect(state).toEqual(createWizardState())
  })
})
