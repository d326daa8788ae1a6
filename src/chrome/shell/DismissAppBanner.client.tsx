'use client'

import { STORAGE_KEYS } from './storage-keys'

/**
 * Slides the app banner away and remembers the dismissal; BootScript keeps it hidden for the ask-again time.
 */
export function DismissAppBanner({ label }: { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15"
      onClick={(e) => {
        try {
          localStorage.setItem(STORAGE_KEYS.appBannerDismissedAt, String(Date.now()))
        } catch {
          // Private mode without storage: the banner still goes away for this page view.
        }
        const banner = e.currentTarget.closest<HTMLElement>('[data-app-banner]')
        if (!banner) return
        banner.setAttribute('data-dismissing', '')
        const hide = () => document.documentElement.setAttribute('data-app-banner-dismissed', '')
        banner.addEventListener('transitionend', hide, { once: true })
        // Without a transition (reduced motion) no transitionend fires.
        setTimeout(hide, 400)
      }}
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <path d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  )
}
