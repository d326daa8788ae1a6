'use client'

import { useEffect, useState, type ComponentType } from 'react'
import type { ConsentApi } from '@/features/consent/runtime'
import type { EditionCode } from '@/i18n/editions'
import { isPromptDue, PROMPT_DISMISSED_AT_KEY } from '../ask-again'
import type { PushPromptProps } from './PushPrompt.client'

/** How long a visitor reads a page before the push prompt may show. */
const READING_MS = 30_000

/** Whether the visitor has answered the cookie banner: the prompt never shows while the banner does. */
function consentAnswered(): boolean {
  return (window as Window & { nwConsent?: ConsentApi }).nwConsent?.chosen() ?? true
}

function dismissedAt(): string | null {
  try {
    return localStorage.getItem(PROMPT_DISMISSED_AT_KEY)
  } catch {
    return null
  }
}

/**
 * A browser that allowed notifications is subscribed again at once (no prompt: the permission stands) when its
 * subscription was made with an earlier VAPID key; the code for it loads only for such browsers.
 */
async function renewIfKeyRotated(publicKey: string, edition: EditionCode): Promise<void> {
  const { isSubscribedWithOtherKey } = await import('../client-registration')
  if (!(await isSubscribedWithOtherKey(publicKey))) return
  const { renewPushSubscription } = await import('../client-subscribe')
  await renewPushSubscription(edition)
}

/**
 * `publicKey`: the site's current VAPID public key (null when push is off).
 * Waits until the visitor has read the page for 30 seconds (and, while the cookie banner is still unanswered, for
 * another 30 after each check), then loads the push prompt (its code, text and key load only then) unless it was dismissed within the ask-again time, the browser cannot receive pushes, the
 * visitor blocked notifications, or came from the mobile app.
 */
export function PushPromptTrigger({ edition, publicKey }: { edition: EditionCode; publicKey: string | null }) {
  const [Prompt, setPrompt] = useState<ComponentType<PushPromptProps> | null>(null)
  useEffect(() => {
    if (!('PushManager' in window) || Notification.permission === 'denied' || document.documentElement.hasAttribute('data-from-app')) return
    if (publicKey && Notification.permission === 'granted') renewIfKeyRotated(publicKey, edition).catch(() => undefined)
    let timer = setTimeout(function check() {
      if (!consentAnswered()) timer = setTimeout(check, READING_MS)
      else if (isPromptDue(dismissedAt(), Date.now()))
        import('./PushPrompt.client').then(
          (m) => setPrompt(() => m.PushPrompt),
          () => undefined,
        )
    }, READING_MS)
    return () => clearTimeout(timer)
  }, [edition, publicKey])
  return Prompt ? <Prompt edition={edition} onClose={() => setPrompt(null)} /> : null
}
