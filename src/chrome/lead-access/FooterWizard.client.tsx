'use client'

import { Suspense, useEffect } from 'react'
import { useLoadOnApproach } from '@/components/ui/use-load-on-approach'
import type { DomesticWizardProps } from '@/features/lead-capture/forms/components/DomesticWizard.client'
import { browserStorage } from '@/features/lead-capture/forms/client/browser-storage'
import { rememberCampaignQuery } from '@/features/lead-capture/forms/client/campaign-query'
import { DomesticWizard } from '@/features/lead-capture/forms/components/lazy-forms'
import { WIZARD_MIN_HEIGHT, WizardPlaceholder } from './WizardPlaceholder'

/**
 * The footer's lead panel: the placeholder until the visitor scrolls it near or focuses it (useLoadOnApproach),
 * then the domestic wizard. It also notes the campaign that brought the visitor, on every page,
 * since the form may be sent pages later.
 */
export function FooterWizard({ wizard, loadingLabel }: { wizard: DomesticWizardProps; loadingLabel: string }) {
  const { ref: panel, load, loadNow } = useLoadOnApproach<HTMLDivElement>()

  useEffect(() => rememberCampaignQuery(browserStorage('session'), window.location.search), [])

  const [firstStep] = wizard.strings.steps
  const placeholder = <WizardPlaceholder progress={firstStep.progress} title={firstStep.title} loadingLabel={loadingLabel} />
  return (
    <div ref={panel} className={WIZARD_MIN_HEIGHT} onFocusCapture={loadNow}>
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
