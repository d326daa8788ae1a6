import { getTranslations } from 'next-intl/server'
import { captchaClientConfig } from '@/lib/captcha/service'
import { LazyLeadForm } from '@/features/lead-capture/forms/components/LazyLeadForm.client'
import type { LeadFormProps } from '@/features/lead-capture/forms/components/lead-form-props'
import { getGenericStrings } from '@/features/lead-capture/forms/components/translations'
import { findFormDefinition } from '@/features/lead-capture/forms/definitions'
import type { EditionCode } from '@/i18n/editions'
import { getLeadCaptureSettings } from '@/globals/LeadSettings/settings'
import { SHIPMENT_QUOTE_FORM } from '@/lib/routes/shipment-calculator'
import { quoteTranslator } from '../quote-text'

type Props = {
  edition: EditionCode
  /** The estimate's canonical query: the server re-computes the quote from it, never trusting figures sent. */
  quoteQuery: string
  /** 'email': "Email me this quote" under an estimate; 'request': a quote request where no rate card covers the lane. */
  intent: 'email' | 'request'
}

/**
 * "Email me this quote" (or "Request a quote"): the lead form `shipment-quote` with the estimate's inputs in
 * its hidden field, through the site's lead capture (captcha, checks, delivery to sales). Its code loads only
 * when the form comes near, like every placed lead form.
 */
export async function EmailQuoteSection({ edition, quoteQuery, intent }: Props) {
  const definition = findFormDefinition(SHIPMENT_QUOTE_FORM)!
  const [{ restrictedEmailDomains }, strings, panel] = await Promise.all([
    getLeadCaptureSettings(edition),
    getGenericStrings(definition, edition),
    getTranslations({ locale: edition, namespace: 'LeadForms.panel' }),
  ])
  const t = quoteTranslator(edition)
  const form: LeadFormProps = {
    kind: 'generic',
    props: {
      edition,
      captcha: captchaClientConfig(),
      restrictedEmailDomains,
      slug: SHIPMENT_QUOTE_FORM,
      hiddenValues: { quoteQuery },
      strings: {
        ...strings,
        submit: intent === 'email' ? t('email.submit') : t('email.requestSubmit'),
        messages: { ...strings.messages, success: intent === 'email' ? t('email.sent') : strings.messages.success },
      },
    },
  }
  const headingId = `quote-${intent}-heading`
  return (
    <section aria-labelledby={headingId} className="mt-10 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        {intent === 'email' ? t('email.heading') : t('email.requestHeading')}
      </h2>
      <p className="mt-2 text-muted">{intent === 'email' ? t('email.text') : t('email.requestText')}</p>
      <div className="mt-6">
        <LazyLeadForm form={form} loadingLabel={panel('loading')} />
      </div>
    </section>
  )
}
