import type { AltchaWidgetElement } from 'altcha'
import type { TokenSource } from './token-source'

/** Widget settings beyond its attributes: no outside link, no pointer tracking, no artificial delay. */
export const ALTCHA_WIDGET_CONFIGURATION = JSON.stringify({
  hideFooter: true,
  hideLogo: true,
  humanInteractionSignature: false,
  minDuration: 0,
})

/**
 * Loads the widget's code (self-contained: workers and styles are inlined, nothing is fetched but our
 * challenge), upgrades the `<altcha-widget>` already in the page and waits until it can verify.
 */
export async function startAltcha(widget: AltchaWidgetElement, language: string): Promise<TokenSource> {
  await import('altcha')
  if (language.toLowerCase().startsWith('es')) await import('altcha/i18n/es-419')
  await waitForWidget(widget)
  return createAltchaTokenSource(widget)
}

export function createAltchaTokenSource(widget: Pick<AltchaWidgetElement, 'verify' | 'reset'>): TokenSource {
  return {
    async getToken() {
      try {
        // verify() fetches a new challenge and solves it in web workers; it resolves null on failure.
        const result = await widget.verify()
        if (!result?.payload) throw new Error('ALTCHA verification failed.')
        return result.payload
      } finally {
        widget.reset()
      }
    },
    dispose() {},
  }
}

function waitForWidget(widget: AltchaWidgetElement): Promise<void> {
  // The methods exist once the element has mounted; it announces that with a `load` event.
  if (typeof widget.verify === 'function') return Promise.resolve()
  return new Promise((resolve) => widget.addEventListener('load', () => resolve(), { once: true }))
}
