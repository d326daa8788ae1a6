import 'server-only'
import { captchaClientConfig } from '@/lib/captcha/service'
import type { DomesticWizardProps } from '@/features/lead-capture/forms/components/DomesticWizard.client'
import { getWizardStrings } from '@/features/lead-capture/forms/components/translations'
import type { EditionCode } from '@/i18n/editions'
import { getLeadCaptureSettings } from '@/globals/LeadSettings/settings'
import { defaultBusinessTypeFor, isPopupHiddenOn } from './lead-paths'

/** What a page's lead access points need: the domestic wizard's props and whether the popups may open. */
export async function getLeadAccess(edition: EditionCode, path: string): Promise<{ wizard: DomesticWizardProps; popupAllowed: boolean }> {
  const [settings, strings] = await Promise.all([getLeadCaptureSettings(edition), getWizardStrings()])
  return {
    wizard: {
      edition,
      captcha: captchaClientConfig(),
      restrictedEmailDomains: settings.restrictedEmailDomains,
      defaultBusinessType: defaultBusinessTypeFor(path),
      strings,
    },
    popupAllowed: !isPopupHiddenOn(path, settings.popupHiddenPaths),
  }
}
