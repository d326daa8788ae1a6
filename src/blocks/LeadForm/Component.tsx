import { getTranslations } from 'next-intl/server'
import { LazyLeadForm } from '@/features/lead-capture/forms/components/LazyLeadForm.client'
import type { EditionCode } from '@/i18n/editions'
import type { LeadFormBlock as LeadFormData } from '@/payload-types'
import { leadFormProps } from './form-props'
import { LeadFormSection } from './Section'

/**
 * A lead form placed in a page by an editor; `path` is the page's path inside the edition. The form's code
 * loads when it comes near, as on resource pages: a page that places a form ships none of its script upfront.
 */
export async function LeadFormBlock({ block, edition, path }: { block: LeadFormData; edition: EditionCode; path: string }) {
  const [form, t] = await Promise.all([leadFormProps(block, edition, path), getTranslations({ locale: edition, namespace: 'LeadForms.panel' })])
  if (!form) return null
  return (
    <LeadFormSection heading={block.heading} text={block.text}>
      <LazyLeadForm form={form} loadingLabel={t('loading')} />
    </LeadFormSection>
  )
}
