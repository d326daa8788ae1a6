import { describe, expect, it, vi } from 'vitest'
import { otpCallSchema } from '../schemas'
import { otpSendBody, otpVerifyBody, postWithCaptcha, readOutcome } from './api'

const json = (status: number, body: unknown) => ({ status, ok: status >= 200 && status < 300, json: async () => body })

describe('lead API calls', () => {
  it('sends JSON with the language and a fresh captcha token', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 200, result: { requestId: 'r' } }), { status: 200 }))
    const getToken = vi.fn(async () => 'token-1')
    const outcome = await postWithCaptcha('/api/otp', { a: 1 }, { htmlLang: 'es-MX', getToken, fetch })
    expect(outcome).toEqual({ ok: true, data: { status: 200, result: { requestId: 'r' } } })
    expect(fetch).toHaveBeenCalledWith('/api/otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'es-MX', 'g-recaptcha-response': 'token-1' },
      body: '{"a":1}',
    })
  })

  it('makes no call without a captcha token', async () => {
    const fetch = vi.fn()
    const outcome = await postWithCaptcha('/api/otp', {}, { htmlLang: 'en-IN', getToken: () => Promise.reject(new Error('no')), fetch })
    expect(outcome).toEqual({ ok: false, reason: 'captcha' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('reports a network failure', async () => {
    const outcome = await postWithCaptcha(
      '/api/otp',
      {},
      { htmlLang: 'en-IN', getToken: async () => 't', fetch: () => Promise.reject(new TypeError('offline')) },
    )
    expect(outcome).toEqual({ ok: false, reason: 'network' })
  })

  it('reads the localized refusals of the server and treats server errors as network failures', async () => {
    const error = { code: 'OTP_INCORRECT', message: 'Please enter correct OTP', fields: { otp: 'Please enter correct OTP' } }
    expect(await readOutcome(json(422, { error }))).toEqual({ ok: false, reason: 'rejected', status: 422, error })
    expect(await readOutcome(json(500, { error: { code: 'SERVER_ERROR', message: 'x' } }))).toEqual({ ok: false, reason: 'network' })
    expect(await readOutcome(json(404, '<html>'))).toEqual({ ok: false, reason: 'network' })
    expect(await readOutcome({ status: 200, ok: true, json: () => Promise.reject(new SyntaxError('x')) })).toEqual({ ok: false, reason: 'network' })
  })

  it('builds the generate and verify envelopes the OTP endpoint accepts', () => {
    const send = otpSendBody({ phone: '5512345678', country: 'Mexico', company: 'Acme', email: 'ana@acme.mx' })
    expect(send).toEqual({
      urlType: 'otp_generate',
      method: 'POST',
      data: { otpRequestType: 'PHONE', otpType: 'TERMSHEET', phone: '5512345678', country: 'Mexico', company: 'Acme', email: 'ana@acme.mx', otpLength: 6 },
    })
    expect(otpCallSchema.safeParse(send).success).toBe(true)
    const verify = otpVerifyBody('0b6f4c1e-2f4a-4f7e-9a57-3f1c2d9a8b10', '123456')
    expect(otpCallSchema.safeParse(verify).success).toBe(true)
  })
})
