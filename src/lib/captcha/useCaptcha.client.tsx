'use client'

import type { AltchaWidgetElement } from 'altcha'
import type {} from 'altcha/types/react'
import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import { ALTCHA_WIDGET_CONFIGURATION, startAltcha } from './altcha.client'
import { startRecaptcha } from './recaptcha.client'
import type { TokenSource } from './token-source'
import { startTurnstile } from './turnstile.client'
import type { CaptchaAction, CaptchaClientConfig } from './types'

export type UseCaptchaOptions = {
  /** The page language (BCP 47, e.g. `es-MX`) for the widgets' own text; defaults to `<html lang>`. */
  language?: string
}

export type CaptchaControls = {
  /** Render it inside the form (it shows nothing unless a provider asks the visitor to interact). */
  captchaElement: ReactNode
  /** A fresh token for the CAPTCHA_HEADER header; call it right before each submission. */
  getToken(): Promise<string>
}

const rejectNotMounted = () => Promise.reject(new Error('The captcha is not mounted.'))

/**
 * Captcha tokens for one form and action, from the provider in `config` (from `captchaClientConfig()`).
 * The provider's code loads when the visitor first focuses or touches the form (or at the first
 * `getToken()`), so pages without interaction load nothing for it.
 */
export function useCaptcha(config: CaptchaClientConfig, action: CaptchaAction, options: UseCaptchaOptions = {}): CaptchaControls {
  const { provider, siteKey, scriptUrl, challengeUrl } = config
  const { language } = options
  const hostRef = useRef<HTMLElement | null>(null)
  const startRef = useRef<() => Promise<TokenSource>>(rejectNotMounted)
  const queueRef = useRef<Promise<unknown>>(Promise.resolve())

  const setHost = useCallback((element: HTMLElement | null) => {
    hostRef.current = element
  }, [])

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    let source: Promise<TokenSource> | null = null
    const start = () => {
      source ??= startTokenSource({ host, provider, siteKey, scriptUrl, action, language: language ?? document.documentElement.lang })
        // Forget a failed start (a blocked script, a network error) so that the next token request tries again.
        .catch((error: unknown) => {
          source = null
          throw error
        })
      return source
    }
    startRef.current = start
    const form = host.closest('form') ?? host.parentElement
    const prepare = () => void start().catch(() => undefined)
    form?.addEventListener('focusin', prepare, { once: true })
    form?.addEventListener('pointerdown', prepare, { once: true })
    return () => {
      form?.removeEventListener('focusin', prepare)
      form?.removeEventListener('pointerdown', prepare)
      startRef.current = rejectNotMounted
      source?.then(
        (started) => started.dispose(),
        () => undefined,
      )
    }
  }, [provider, siteKey, scriptUrl, action, language])

  const getToken = useCallback(() => {
    // One token at a time: a second request must not reset the widget while it is working on the first.
    const token = queueRef.current.then(() => startRef.current()).then((source) => source.getToken())
    queueRef.current = token.catch(() => undefined)
    return token
  }, [])

  let captchaElement: ReactNode
  switch (provider) {
    case 'altcha':
      captchaElement = (
        <altcha-widget
          ref={setHost}
          challenge={`${challengeUrl}?${new URLSearchParams({ action })}`}
          auto="off"
          display="invisible"
          language={language}
          configuration={ALTCHA_WIDGET_CONFIGURATION}
        />
      )
      break
    case 'turnstile':
      captchaElement = <div ref={setHost} />
      break
    case 'recaptcha':
      captchaElement = <span ref={setHost} hidden />
      break
  }
  return { captchaElement, getToken }
}

type StartSettings = Pick<CaptchaClientConfig, 'provider' | 'siteKey' | 'scriptUrl'> & {
  host: HTMLElement
  action: CaptchaAction
  language: string
}

async function startTokenSource({ host, provider, siteKey, scriptUrl, action, language }: StartSettings): Promise<TokenSource> {
  if (provider === 'altcha') return startAltcha(host as AltchaWidgetElement, language)
  if (!siteKey || !scriptUrl) throw new Error(`The ${provider} site key is not configured.`)
  return provider === 'recaptcha' ? startRecaptcha({ scriptUrl, siteKey, action, language }) : startTurnstile(host, { scriptUrl, siteKey, action, language })
}
