import { captchaClientConfig } from '@/features/captcha/service'
import { DomesticWizard } from '@/features/lead-forms/components/DomesticWizard.client'
import { GenericLeadForm } from '@/features/lead-forms/components/GenericLeadForm.client'
import { MexicoLeadForm } from '@/features/lead-forms/components/MexicoLeadForm.client'
import { getGenericStrings, getMexicoStrings } from '@/features/lead-forms/components/translations'
import { findFormDefinition, type FormSlug } from '@/features/lead-forms/definitions'
import { getLeadAccess } from '@/components/lead-access/lead-access'
import { Container } from '@/components/ui/Container'
import { SectionHeading } from '@/components/ui/SectionHeading'
import type { EditionCode } from '@/i18n/editions'
import { getLeadCaptureSettings } from '@/lib/queries/lead-settings'
import type { LeadFormBlock as LeadFormData } from '@/payload-types'
import { MEXICO_VARIANTS } from './forms'

async function renderForm({ form, documentKey }: LeadFormData, edition: EditionCode, path: string) {
  if (form === 'domestic-wizard') return <DomesticWizard {...(await getLeadAccess(edition, path)).wizard} />
  const { restrictedEmailDomains } = await getLeadCaptureSettings(edition)
  const common = { edition, captcha: captchaClientConfig(), restrictedEmailDomains }
  if (form in MEXICO_VARIANTS) {
    const variant = MEXICO_VARIANTS[form as keyof typeof MEXICO_VARIANTS]
    return <MexicoLeadForm {...common} variant={variant} strings={await getMexicoStrings()} />
  }
  const definition = findFormDefinition(form)
  if (!definition) return null
  return (
    <GenericLeadForm
      {...common}
      slug={definition.slug as FormSlug}
      hiddenValues={documentKey ? { documentKey } : undefined}
      strings={await getGenericStrings(definition, edition)}
    />
  )
}

/** A lead form placed in a page by an editor; `path` is the page's path inside the edition. */
export async function LeadFormBlock({ block, edition, path }: { block: LeadFormData; edition: EditionCode; path: string }) {
  const form = await renderForm(block, edition, path)
  if (!form) return null
  return (
    <section className="py-16">
      <Container>
        <div className="mx-auto max-w-2xl">
          <SectionHeading heading={block.heading} intro={block.text} />
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{form}</div>
        </div>
      </Container>
    </section>
  )
}
