'use client'

import { Suspense, useEffect, useRef, useState } from 'react'
import type { DomesticWizardProps } from '@/features/lead-forms/components/DomesticWizard.client'
import { browserStorage } from '@/features/lead-forms/client/browser-storage'
import { rememberCampaignQuery } from '@/features/lead-forms/client/campaign-query'
import { DomesticWizard } from '@/features/lead-forms/components/lazy-forms'
import { WIZARD_MIN_HEIGHT, WizardPlaceholder } from './WizardPlaceholder'

/** How far below the viewport the panel starts loading the form, so it is ready when scrolled to. */
const LOAD_MARGIN = '600px'

/**
 * The footer's lead panel: the placeholder until the panel comes within 600 px of the viewport or gets
 * focus, then the domestic wizard. It also notes the campaign that brought the visitor, on every page,
 * since the form may be sent pages later.
 */
export function FooterWizard({ wizard, loadingLabel }: { wizard: DomesticWizardProps; loadingLabel: string }) {
  const panel = useRef<HTMLDivElement>(null)
  const [load, setLoad] = useState(false)

  useEffect(() => {
    rememberCampaignQuery(browserStorage('session'), window.location.search)
    const element = panel.current
    if (!element) return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setLoad(true), { rootMargin: LOAD_MARGIN })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const [firstStep] = wizard.strings.steps
  const placeholder = <WizardPlaceholder progress={firstStep.progress} title={firstStep.title} loadingLabel={loadingLabel} />
  return (
    <div ref={panel} className={WIZARD_MIN_HEIGHT} onFocusCapture={() => setLoad(true)}>
      {load ? (
        <Suspense fallback={placeholder}>
          <DomesticWizard {...wizard} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  )
}
