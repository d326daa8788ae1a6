import { DomesticWizard } from '@/features/lead-forms/components/DomesticWizard.client'
import { GenericLeadForm } from '@/features/lead-forms/components/GenericLeadForm.client'
import { MexicoLeadForm } from '@/features/lead-forms/components/MexicoLeadForm.client'
import type { EditionCode } from '@/i18n/editions'
import type { LeadFormBlock as LeadFormData } from '@/payload-types'
import { leadFormProps, type LeadFormProps } from './form-props'
import { LeadFormSection } from './Section'

function EagerForm({ form }: { form: LeadFormProps }) {
  if (form.kind === 'domestic') return <DomesticWizard {...form.props} />
  if (form.kind === 'mexico') return <MexicoLeadForm {...form.props} />
  return <GenericLeadForm {...form.props} />
}

/** A lead form placed in a page by an editor; `path` is the page's path inside the edition. */
export async function LeadFormBlock({ block, edition, path }: { block: LeadFormData; edition: EditionCode; path: string }) {
  const form = await leadFormProps(block, edition, path)
  if (!form) return null
  return (
    <LeadFormSection heading={block.heading} text={block.text}>
      <EagerForm form={form} />
    </LeadFormSection>
  )
}
