import { loadScript } from './load-script.client'
import type { TokenSource } from './token-source'

// grecaptcha.execute never settles when Google cannot be reached.
const EXECUTE_TIMEOUT_MS = 30_000

export type Grecaptcha = {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): PromiseLike<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

export type RecaptchaSettings = { scriptUrl: string; siteKey: string; action: string; language: string }

export async function startRecaptcha({ scriptUrl, siteKey, action, language }: RecaptchaSettings): Promise<TokenSource> {
  const src = new URL(scriptUrl)
  src.searchParams.set('render', siteKey)
  if (language) src.searchParams.set('hl', language)
  await loadScript(src.toString())
  const { grecaptcha } = window
  if (!grecaptcha) throw new Error('reCAPTCHA did not load.')
  await new Promise<void>((resolve) => grecaptcha.ready(resolve))
  return createRecaptchaTokenSource(grecaptcha, siteKey, action)
}

export function createRecaptchaTokenSource(grecaptcha: Grecaptcha, siteKey: string, action: string): TokenSource {
  return {
    getToken() {
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('reCAPTCHA did not answer.')), EXECUTE_TIMEOUT_MS)
        grecaptcha.execute(siteKey, { action }).then(
          (token) => {
            clearTimeout(timer)
            if (token) resolve(token)
            else reject(new Error('reCAPTCHA returned no token.'))
          },
          (error: unknown) => {
            clearTimeout(timer)
            reject(error instanceof Error ? error : new Error('reCAPTCHA failed.'))
          },
        )
      })
    },
    dispose() {},
  }
}
