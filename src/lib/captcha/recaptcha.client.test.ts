import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRecaptchaTokenSource, type Grecaptcha } from './recaptcha.client'

function fakeGrecaptcha(execute: Grecaptcha['execute']) {
  return { ready: (callback: () => void) => callback(), execute: vi.fn(execute) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createRecaptchaTokenSource', () => {
  it('executes reCAPTCHA with the site key and the action for every token', async () => {
    let n = 0
    const grecaptcha = fakeGrecaptcha(async () => `token-${++n}`)
    const source = createRecaptchaTokenSource(grecaptcha, 'site-key', 'otp')
    expect(await source.getToken()).toBe('token-1')
    expect(await source.getToken()).toBe('token-2')
    expect(grecaptcha.execute).toHaveBeenCalledWith('site-key', { action: 'otp' })
  })

  it('rejects when reCAPTCHA fails or returns nothing', async () => {
    await expect(
      createRecaptchaTokenSource(
        fakeGrecaptcha(() => Promise.reject(null)),
        'k',
        'lead',
      ).getToken(),
    ).rejects.toThrow('reCAPTCHA failed.')
    await expect(
      createRecaptchaTokenSource(
        fakeGrecaptcha(async () => ''),
        'k',
        'lead',
      ).getToken(),
    ).rejects.toThrow('reCAPTCHA returned no token.')
  })

  it('rejects when reCAPTCHA never answers', async () => {
    vi.useFakeTimers()
    const token = createRecaptchaTokenSource(
      fakeGrecaptcha(() => new Promise<string>(() => undefined)),
      'k',
      'lead',
    ).getToken()
    const outcome = expect(token).rejects.toThrow('reCAPTCHA did not answer.')
    await vi.advanceTimersByTimeAsync(30_000)
    await outcome
  })
})
