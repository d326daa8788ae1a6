import { describe, expect, it, vi } from 'vitest'
import { ALTCHA_WIDGET_CONFIGURATION, createAltchaTokenSource } from './altcha.client'

function fakeWidget(results: ({ payload: string } | null)[]) {
  return {
    verify: vi.fn(async () => results.shift() ?? null),
    reset: vi.fn(),
  }
}

describe('the ALTCHA widget configuration', () => {
  it('shows no outside link and collects no interaction data', () => {
    expect(JSON.parse(ALTCHA_WIDGET_CONFIGURATION)).toMatchObject({
      hideFooter: true,
      hideLogo: true,
      humanInteractionSignature: false,
    })
  })
})

describe('createAltchaTokenSource', () => {
  it('solves a new challenge for every token and resets the widget after each', async () => {
    const widget = fakeWidget([{ payload: 'first' }, { payload: 'second' }])
    const source = createAltchaTokenSource(widget)
    expect(await source.getToken()).toBe('first')
    expect(await source.getToken()).toBe('second')
    expect(widget.verify).toHaveBeenCalledTimes(2)
    expect(widget.reset).toHaveBeenCalledTimes(2)
  })

  it('rejects when the widget could not verify, and resets it for the next try', async () => {
    const widget = fakeWidget([null, { payload: 'retried' }])
    const source = createAltchaTokenSource(widget)
    await expect(source.getToken()).rejects.toThrow('ALTCHA verification failed.')
    expect(widget.reset).toHaveBeenCalledTimes(1)
    expect(await source.getToken()).toBe('retried')
  })

  it('rejects when verify throws', async () => {
    const widget = { verify: vi.fn(async () => Promise.reject(new Error('offline'))), reset: vi.fn() }
    await expect(createAltchaTokenSource(widget).getToken()).rejects.toThrow('offline')
    expect(widget.reset).toHaveBeenCalled()
  })
})
