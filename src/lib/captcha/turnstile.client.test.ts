import { describe, expect, it, vi } from 'vitest'
import { createTurnstileTokenSource, type Turnstile } from './turnstile.client'

type RenderOptions = Parameters<Turnstile['render']>[1]

/** A Turnstile that answers each execute with the next outcome: a token, or an error code. */
function fakeTurnstile(outcomes: ({ token: string } | { error: string })[]) {
  let options: RenderOptions | undefined
  const turnstile = {
    render: vi.fn((_container: HTMLElement, renderOptions: RenderOptions) => {
      options = renderOptions
      return 'widget-1'
    }),
    execute: vi.fn(() => {
      const outcome = outcomes.shift()
      queueMicrotask(() => {
        if (!outcome) return
        if ('token' in outcome) options?.callback(outcome.token)
        else options?.['error-callback'](outcome.error)
      })
    }),
    reset: vi.fn(),
    remove: vi.fn(),
  }
  return { turnstile, options: () => options }
}

const container = {} as HTMLElement
const SETTINGS = { siteKey: 'site-key', action: 'lead', language: 'es-MX' }

describe('createTurnstileTokenSource', () => {
  it('renders an invisible widget that runs on demand for our action, in the page language', () => {
    const { turnstile, options } = fakeTurnstile([])
    createTurnstileTokenSource(turnstile, container, SETTINGS)
    expect(turnstile.render).toHaveBeenCalledWith(container, expect.anything())
    expect(options()).toMatchObject({
      sitekey: 'site-key',
      action: 'lead',
      language: 'es',
      execution: 'execute',
      appearance: 'interaction-only',
      'response-field': false,
    })
  })

  it('executes and resets the widget for every token', async () => {
    const { turnstile } = fakeTurnstile([{ token: 'first' }, { token: 'second' }])
    const source = createTurnstileTokenSource(turnstile, container, SETTINGS)
    expect(await source.getToken()).toBe('first')
    expect(await source.getToken()).toBe('second')
    expect(turnstile.execute).toHaveBeenCalledTimes(2)
    expect(turnstile.execute).toHaveBeenCalledWith('widget-1')
    expect(turnstile.reset).toHaveBeenCalledTimes(2)
  })

  it('rejects on a Turnstile error, and the next call tries again', async () => {
    const { turnstile } = fakeTurnstile([{ error: '300030' }, { token: 'retried' }])
    const source = createTurnstileTokenSource(turnstile, container, SETTINGS)
    await expect(source.getToken()).rejects.toThrow('Turnstile error 300030.')
    expect(await source.getToken()).toBe('retried')
  })

  it('rejects a pending request and removes the widget when disposed', async () => {
    const { turnstile } = fakeTurnstile([])
    const source = createTurnstileTokenSource(turnstile, container, SETTINGS)
    const token = source.getToken()
    source.dispose()
    await expect(token).rejects.toThrow('The form was removed.')
    expect(turnstile.remove).toHaveBeenCalledWith('widget-1')
  })

  it('throws when Turnstile cannot render', () => {
    const { turnstile } = fakeTurnstile([])
    turnstile.render.mockReturnValue(undefined as unknown as string)
    expect(() => createTurnstileTokenSource(turnstile, container, SETTINGS)).toThrow('Turnstile could not render.')
  })
})
