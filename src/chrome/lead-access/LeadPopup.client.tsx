'use client'

import { Suspense, useEffect, useRef, useState } from 'react'
import type { DomesticWizardProps } from '@/features/lead-capture/forms/components/DomesticWizard.client'
import { isLeadFormBusy } from '@/features/lead-capture/forms/client/engagement'
import { MOBILE_POPUP_DELAY_MS } from '@/features/lead-capture/forms/constants'
import { isExitIntent, isOnScreen } from './exit-intent'
import { DomesticWizard } from '@/features/lead-capture/forms/components/lazy-forms'
import { WIZARD_MIN_HEIGHT, WizardPlaceholder } from './WizardPlaceholder'

export type LeadPopupStrings = { title: string; text: string; close: string; loading: string }

const WIDE_FINE_POINTER = '(pointer: fine) and (min-width: 1024px)'
const SMALL_SCREEN = '(max-width: 767px)'
const FOOTER_PANEL_ID = 'get-financed'

/** Whether the visitor is already at a lead form: typing in one, sent one, or looking at the footer's. */
function isVisitorAtLeadForm(): boolean {
  if (isLeadFormBusy() || document.activeElement?.closest('[data-lead-form]')) return true
  const panel = document.getElementById(FOOTER_PANEL_ID)
  return Boolean(panel && isOnScreen(panel.getBoundingClientRect(), window.innerHeight))
}

/**
 * The lead popup, one per page load at most: on wide screens with a mouse when the pointer leaves through
 * the top of the window, on small screens after 60 seconds. Not for visitors from the mobile app, nor for
 * those already at a lead form. A modal <dialog> (see the mobile menu): the page behind is inert, Esc and
 * the close button close it and the browser returns focus. The wizard's code loads when it opens.
 */
export function LeadPopup({ wizard, strings }: { wizard: DomesticWizardProps; strings: LeadPopupStrings }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const titleId = 'lead-popup-title'

  useEffect(() => {
    if (document.documentElement.hasAttribute('data-from-app')) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = () => {
      document.removeEventListener('mouseout', onMouseOut)
      clearTimeout(timer)
    }
    const show = () => {
      if (isVisitorAtLeadForm()) return
      stop()
      setOpen(true)
    }
    function onMouseOut(event: MouseEvent) {
      if (isExitIntent(event)) show()
    }
    if (window.matchMedia(WIDE_FINE_POINTER).matches) document.addEventListener('mouseout', onMouseOut)
    else if (window.matchMedia(SMALL_SCREEN).matches) timer = setTimeout(show, MOBILE_POPUP_DELAY_MS)
    return stop
  }, [])

  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal()
  }, [open])

  const [firstStep] = wizard.strings.steps
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-lead-popup=""
      onClose={() => setOpen(false)}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === dialog.current) dialog.current.close()
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] max-w-none overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      {open && (
        <div className="p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-2xl font-bold tracking-tight text-brand-900">
                {strings.title}
              </h2>
              <p className="mt-1 text-muted">{strings.text}</p>
            </div>
            <button
              type="button"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
              aria-label={strings.close}
              onClick={() => dialog.current?.close()}
            >
              <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <div className={WIZARD_MIN_HEIGHT}>
            <Suspense fallback={<WizardPlaceholder progress={firstStep.progress} title={firstStep.title} loadingLabel={strings.loading} />}>
              <DomesticWizard {...wizard} />
            </Suspense>
          </div>
        </div>
      )}
    </dialog>
  )
}
