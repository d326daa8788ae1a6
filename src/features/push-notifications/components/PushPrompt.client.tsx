'use client'

import { useEffect, useState } from 'react'
import { buttonStyles } from '@/components/ui/button-styles'
import type { EditionCode } from '@/i18n/editions'
import { PROMPT_DISMISSED_AT_KEY } from '../ask-again'
import { hasPushSubscription } from '../client-registration'
import type { PushPromptConfig } from '../schema'
import { API } from '@/lib/routes/api'
import { withQuery } from '@/lib/routes/with-query'

export type PushPromptProps = { edition: EditionCode; onClose: () => void }
type Step = 'asking' | 'working' | 'done' | 'failed' | 'blocked'

const DONE_VISIBLE_MS = 4000

function rememberDismissal() {
  try {
    localStorage.setItem(PROMPT_DISMISSED_AT_KEY, String(Date.now()))
  } catch {
    // Without storage the prompt still closes for this page view.
  }
}

/**
 * Our own prompt, before the browser's: "Allow" asks the browser, then subscribes; "Not now" keeps it away for
 * the ask-again time. Fixed to the bottom of the window, over the page, so nothing moves when it appears; it
 * takes no focus. Shows nothing when this browser is already subscribed or the site has no push keys.
 */
export function PushPrompt({ edition, onClose }: PushPromptProps) {
  const [config, setConfig] = useState<PushPromptConfig | null>(null)
  const [step, setStep] = useState<Step>('asking')

  useEffect(() => {
    let live = true
    ;(async () => {
      if (await hasPushSubscription()) return
      const response = await fetch(withQuery(API.pushPrompt, { edition }))
      if (response.ok && live) setConfig((await response.json()) as PushPromptConfig)
    })().catch(() => undefined)
    return () => {
      live = false
    }
  }, [edition])

  useEffect(() => {
    if (step !== 'done') return
    const timer = setTimeout(onClose, DONE_VISIBLE_MS)
    return () => clearTimeout(timer)
  }, [step, onClose])

  if (!config) return null
  const t = config.strings

  const notNow = () => {
    rememberDismissal()
    onClose()
  }
  const allow = async () => {
    setStep('working')
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') {
        rememberDismissal()
        if (permission === 'denied') setStep('blocked')
        else onClose()
        return
      }
      // The subscribing code (with the zod schema the server shares) loads only now.
      const { subscribeToPush } = await import('../client-subscribe')
      await subscribeToPush(config, edition)
      setStep('done')
    } catch {
      setStep('failed')
    }
  }

  const status = { asking: null, working: t.working, done: t.done, failed: t.failed, blocked: t.blocked }[step]
  return (
    <aside
      aria-labelledby="push-prompt-title"
      data-push-prompt=""
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl bg-white p-5 text-ink shadow-2xl ring-1 ring-ink/10 sm:left-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      <h2 id="push-prompt-title" className="text-lg font-bold text-brand-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.text}</p>
      <p role="status" className="mt-2 text-sm font-medium empty:hidden">
        {status}
      </p>
      {step !== 'done' && (
        <div className="mt-4 flex flex-wrap gap-2">
          {(step === 'asking' || step === 'working') && (
            <button type="button" className={buttonStyles.primary} disabled={step === 'working'} onClick={allow}>
              {t.allow}
            </button>
          )}
          <button type="button" className={buttonStyles.secondary} onClick={notNow}>
            {t.notNow}
          </button>
        </div>
      )}
    </aside>
  )
}
