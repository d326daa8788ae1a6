import 'server-only'
import { getLeadAccess } from '@/chrome/lead-access/lead-access'
import { captchaClientConfig } from '@/lib/captcha/service'
import type { LeadFormProps } from '@/features/lead-capture/forms/components/lead-form-props'
import { getGenericStrings, getMexicoStrings } from '@/features/lead-capture/forms/components/translations'
import { findFormDefinition, type FormSlug } from '@/features/lead-capture/forms/definitions'
import type { EditionCode } from '@/i18n/editions'
import { getLeadCaptureSettings } from '@/globals/LeadSettings/settings'
import type { LeadFormBlock } from '@/payload-types'
import { MEXICO_VARIANTS } from './forms'

export type { LeadFormProps }

/** The props of the form a block (or a resource page) places, read for the edition; null for an unknown form. */
export async function leadFormProps(
  { form, documentKey }: Pick<LeadFormBlock, 'form' | 'documentKey'>,
  edition: EditionCode,
  path: string,
): Promise<LeadFormProps | null> {
  if (form === 'domestic-wizard') return { kind: 'domestic', props: (await getLeadAccess(edition, path)).wizard }
  const { restrictedEmailDomains } = await getLeadCaptureSettings(edition)
  const common = { edition, captcha: captchaClientConfig(), restrictedEmailDomains }
  if (form in MEXICO_VARIANTS) {
    const variant = MEXICO_VARIANTS[form as keyof typeof MEXICO_VARIANTS]
    return { kind: 'mexico', props: { ...common, variant, strings: await getMexicoStrings() } }
  }
  const definition = findFormDefinition(form)
  if (!definition) return null
  return {
    kind: 'generic',
    props: {
      ...common,
      slug: definition.slug as FormSlug,
      hiddenValues: documentKey ? { documentKey } : undefined,
      strings: await getGenericStrings(definition, edition),
    },
  }
}
