import { loadScript } from './load-script.client'
import type { TokenSource } from './token-source'

type TurnstileRenderOptions = {
  sitekey: string
  action: string
  language?: string
  execution: 'execute'
  appearance: 'interaction-only'
  retry: 'never'
  'response-field': false
  callback(token: string): void
  'error-callback'(code: string): boolean
  'timeout-callback'(): void
  'unsupported-callback'(): void
}

export type Turnstile = {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | null | undefined
  execute(widgetId: string): void
  reset(widgetId: string): void
  remove(widgetId: string): void
}

declare global {
  interface Window {
    turnstile?: Turnstile
  }
}

export type TurnstileSettings = { scriptUrl: string; siteKey: string; action: string; language: string }

export async function startTurnstile(container: HTMLElement, { scriptUrl, ...settings }: TurnstileSettings): Promise<TokenSource> {
  const src = new URL(scriptUrl)
  src.searchParams.set('render', 'explicit')
  await loadScript(src.toString())
  const { turnstile } = window
  if (!turnstile) throw new Error('Turnstile did not load.')
  return createTurnstileTokenSource(turnstile, container, settings)
}

/**
 * Renders a widget that runs only when asked (execute) and shows itself only when Cloudflare wants the
 * visitor to interact; it is reset after each token so that the next call gets a fresh one.
 */
export function createTurnstileTokenSource(
  turnstile: Turnstile,
  container: HTMLElement,
  { siteKey, action, language }: Omit<TurnstileSettings, 'scriptUrl'>,
): TokenSource {
  let pending: { resolve(token: string): void; reject(error: Error): void } | null = null
  const settle = (outcome: { token: string } | { error: Error }) => {
    const waiting = pending
    pending = null
    if ('token' in outcome) waiting?.resolve(outcome.token)
    else waiting?.reject(outcome.error)
  }
  const widgetId = turnstile.render(container, {
    sitekey: siteKey,
    action,
    // Turnstile knows languages as `es` or `es-es`, not every regional tag such as `es-MX`.
    language: language ? language.split('-')[0]?.toLowerCase() : undefined,
    execution: 'execute',
    appearance: 'interaction-only',
    retry: 'never',
    'response-field': false,
    callback: (token) => settle({ token }),
    'error-callback': (code) => {
      settle({ error: new Error(`Turnstile error ${code}.`) })
      return true
    },
    'timeout-callback': () => settle({ error: new Error('The Turnstile challenge timed out.') }),
    'unsupported-callback': () => settle({ error: new Error('This browser is not supported by Turnstile.') }),
  })
  if (!widgetId) throw new Error('Turnstile could not render.')
  return {
    getToken() {
      return new Promise<string>((resolve, reject) => {
        pending = { resolve, reject }
        turnstile.execute(widgetId)
      }).finally(() => turnstile.reset(widgetId))
    },
    dispose() {
      settle({ error: new Error('The form was removed.') })
      turnstile.remove(widgetId)
    },
  }
}
