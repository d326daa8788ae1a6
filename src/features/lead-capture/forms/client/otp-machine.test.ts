import { describe, expect, it } from 'vitest'
import { DOMESTIC_COUNTDOWN, MEXICO_COUNTDOWN } from './countdown'
import { canSendOtp, createOtpState, isCountingDown, otpReducer, showsCodeBoxes, type OtpAction, type OtpState } from './otp-machine'

const REQUEST_ID = '0b6f4c1e-2f4a-4f7e-9a57-3f1c2d9a8b10'
const run = (actions: OtpAction[], state: OtpState = createOtpState(DOMESTIC_COUNTDOWN)) => actions.reduce(otpReducer, state)
const digits = (code: string) => code.split('')

describe('one-time code state', () => {
  it('starts idle with the countdown at its initial value and Send offered for a valid phone only', () => {
    const state = createOtpState(DOMESTIC_COUNTDOWN)
    expect(state).toMatchObject({ status: 'idle', resendIn: 60, sent: false })
    expect(canSendOtp(state, true)).toBe(true)
    expect(canSendOtp(state, false)).toBe(false)
    expect(showsCodeBoxes(state)).toBe(false)
  })

  it('shows the code boxes after a send, resets the countdown to 30 and holds Send back until zero', () => {
    let state = run([{ type: 'sendStarted', phone: '9812345678' }])
    expect(state.status).toBe('sending')
    expect(canSendOtp(state, true)).toBe(false)
    state = run([{ type: 'sendSucceeded', requestId: REQUEST_ID }], state)
    expect(state).toMatchObject({ status: 'awaitingCode', requestId: REQUEST_ID, resendIn: 30 })
    expect(showsCodeBoxes(state)).toBe(true)
    expect(isCountingDown(state)).toBe(true)
    expect(canSendOtp(state, true)).toBe(false)
    state = run(
      Array.from({ length: 30 }, () => ({ type: 'tick' }) as const),
      state,
    )
    expect(state.resendIn).toBe(0)
    expect(canSendOtp(state, true)).toBe(true)
    expect(run([{ type: 'tick' }], state).resendIn).toBe(0)
  })

  it('starts the resend countdown when a send fails, with no code boxes', () => {
    const state = run([{ type: 'sendStarted', phone: '9812345678' }, { type: 'sendFailed' }])
    expect(state).toMatchObject({ status: 'idle', sent: true, resendIn: 30 })
    expect(state.error).toBeUndefined()
    expect(showsCodeBoxes(state)).toBe(false)
    expect(canSendOtp(state, true)).toBe(false)
  })

  it('counts the Mexico countdown from 300', () => {
    const state = run(
      [
        { type: 'sendStarted', phone: '5512345678' },
        { type: 'sendSucceeded', requestId: REQUEST_ID },
      ],
      createOtpState(MEXICO_COUNTDOWN),
    )
    expect(state.resendIn).toBe(300)
  })

  it('verifies a complete code and shows the verified state', () => {
    let state = run([
      { type: 'sendStarted', phone: '9812345678' },
      { type: 'sendSucceeded', requestId: REQUEST_ID },
      { type: 'codeChanged', code: digits('123456') },
      { type: 'verifyStarted' },
    ])
    expect(state.status).toBe('verifying')
    state = run([{ type: 'verifySucceeded' }], state)
    expect(state.status).toBe('verified')
    expect(canSendOtp(state, true)).toBe(false)
    expect(isCountingDown(state)).toBe(false)
  })

  it('keeps the boxes with an error after a wrong code and clears the error when the code is edited', () => {
    let state = run([
      { type: 'sendStarted', phone: '9812345678' },
      { type: 'sendSucceeded', requestId: REQUEST_ID },
      { type: 'codeChanged', code: digits('123456') },
      { type: 'verifyStarted' },
      { type: 'verifyFailed', error: { text: 'Please enter correct OTP' } },
    ])
    expect(state).toMatchObject({ status: 'awaitingCode', error: { text: 'Please enter correct OTP' } })
    state = run([{ type: 'codeChanged', code: digits('12345') }], state)
    expect(state.error).toBeUndefined()
  })

  it('does not verify an incomplete code and reports the format', () => {
    const state = run([
      { type: 'sendStarted', phone: '9812345678' },
      { type: 'sendSucceeded', requestId: REQUEST_ID },
      { type: 'codeChanged', code: ['1', '2', '', '', '', ''] },
      { type: 'verifyStarted' },
    ])
    expect(state.status).toBe('awaitingCode')
    expect(run([{ type: 'codeIncomplete' }], state).error).toEqual({ key: 'otpFormat' })
  })

  it('forgets a code or a verification when the phone changes, and restores a stored verification', () => {
    const verified = run([
      { type: 'sendStarted', phone: '9812345678' },
      { type: 'sendSucceeded', requestId: REQUEST_ID },
      { type: 'codeChanged', code: digits('123456') },
      { type: 'verifyStarted' },
      { type: 'verifySucceeded' },
    ])
    expect(run([{ type: 'phoneChanged', phone: '9812345678' }], verified)).toBe(verified)
    const changed = run([{ type: 'phoneChanged', phone: '9812345679' }], verified)
    expect(changed).toMatchObject({ status: 'idle', sent: false })
    expect(changed.requestId).toBeUndefined()
    const restored = run([{ type: 'phoneChanged', phone: '9812345678', storedRequestId: REQUEST_ID }], changed)
    expect(restored).toMatchObject({ status: 'verified', phone: '9812345678', requestId: REQUEST_ID })
  })

  it('ignores the answer of a send made for a number that has since changed', () => {
    const state = run([
      { type: 'sendStarted', phone: '9812345678' },
      { type: 'phoneChanged', phone: '9812345670' },
      { type: 'sendSucceeded', requestId: REQUEST_ID },
    ])
    expect(state.status).toBe('idle')
    expect(state.requestId).toBeUndefined()
  })
})
