import { DomesticWizard } from '@/features/lead-forms/components/DomesticWizard.client'
import { GenericLeadForm } from '@/features/lead-forms/components/GenericLeadForm.client'
import { MexicoLeadForm } from '@/features/lead-forms/components/MexicoLeadForm.client'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import type { EditionCode } from '@/i18n/editions'
import type { LeadFormBlock as LeadFormData } from '@/payload-types'
import { leadFormProps, type LeadFormProps, type LeadFormSectionProps } from './form-props'

function EagerForm({ form }: { form: LeadFormProps }) {
  if (form.kind === 'domestic') return <DomesticWizard {...form.props} />
  if (form.kind === 'mexico') return <MexicoLeadForm {...form.props} />
  return <GenericLeadForm {...form.props} />
}

/** The frame of a placed lead form: heading, text and the card the form sits in. */
export function LeadFormSection({ heading, text, children }: LeadFormSectionProps) {
  return (
    <section className="py-16">
      <Container>
        <div className="mx-auto max-w-2xl">
          <SectionHeading heading={heading} intro={text} />
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
        </div>
      </Container>
    </section>
  )
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
