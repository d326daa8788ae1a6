import { getTranslations } from 'next-intl/server'
import type { DomesticWizardProps } from '@/features/lead-capture/forms/components/DomesticWizard.client'
import { FooterWizard } from './FooterWizard.client'
import { LeadPopup } from './LeadPopup.client'

/** The domestic wizard in the footer's #get-financed panel. */
export async function FooterLeadForm({ wizard }: { wizard: DomesticWizardProps }) {
  const t = await getTranslations('LeadForms.panel')
  return <FooterWizard wizard={wizard} loadingLabel={t('loading')} />
}

/** The exit-intent and small-screen popups (one dialog) with the same wizard. */
export async function LeadPopups({ wizard }: { wizard: DomesticWizardProps }) {
  const [t, panel] = await Promise.all([getTranslations('LeadForms.popup'), getTranslations('LeadForms.panel')])
  return <LeadPopup wizard={wizard} strings={{ title: t('title'), text: t('text'), close: t('close'), loading: panel('loading') }} />
}
