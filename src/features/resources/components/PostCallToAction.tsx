import { getTranslations } from 'next-intl/server'
import { LeadFormSection } from '@/blocks/LeadForm/Section'
import { leadFormProps } from '@/blocks/LeadForm/form-props'
import type { LeadFormChoice } from '@/blocks/LeadForm/forms'
import { buttonStyles } from '@/components/ui/button-styles'
import { LazyLeadForm } from '@/features/lead-capture/forms/components/LazyLeadForm.client'
import { getLiveRoutes } from '@/lib/site-links/live-routes'
import { isLive, resolveHref } from '@/lib/site-links/resolve'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { resourceLabels } from '../cards'
import { getProduct, productLabel, type ProductKey } from '@/lib/routes/products'

type Props = {
  edition: EditionCode
  path: string
  /** The gated document the post gives (its key and title in the edition's language). */
  download?: { key: string; title: string } | null
  tool?: string | null
  product?: ProductKey | null
}

/**
 * What a post leads to: its gated document through the download form, the tool it is about, or the lead
 * form (the footer's panel) with the offer it is about.
 */
export async function PostCallToAction({ edition, path, download, tool, product }: Props) {
  const [t, live] = await Promise.all([resourceLabels(edition), getLiveRoutes(edition)])
  // Links to a tool or an offer page appear only where the edition serves it.
  const serves = (target: string) => isLive(resolveHref(target, edition), live)
  if (download)
    return (
      <LeadForm
        edition={edition}
        path={path}
        form="blog-download"
        heading={t('cta.downloadHeading', { title: download.title })}
        text={t('cta.downloadText')}
        documentKey={download.key}
      />
    )
  const offer = product && serves(getProduct(product).offerPath) ? getProduct(product) : null
  const toolName = tool && serves(tool) && t.has(`tools.${tool}`) ? t(`tools.${tool}` as 'tools./hsn-code') : null
  return (
    <aside className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 className="text-2xl font-bold">{toolName ? t('cta.toolHeading') : t('cta.leadHeading')}</h2>
      {!toolName && <p className="mt-2 text-brand-100">{t('cta.leadText')}</p>}
      <div className="mt-5 flex flex-wrap gap-3">
        {toolName && tool ? (
          <a href={editionPath(edition, tool)} className={buttonStyles.primary}>
            {t('cta.toolButton', { tool: toolName })}
          </a>
        ) : (
          <a href="#get-financed" className={buttonStyles.primary}>
            {t('cta.leadButton')}
          </a>
        )}
        {offer && (
          <a href={editionPath(edition, offer.offerPath)} className={buttonStyles.onDark}>
            {t('cta.offerButton', { product: productLabel(offer.key, edition) })}
          </a>
        )}
      </div>
    </aside>
  )
}

type LeadFormProps = { edition: EditionCode; path: string; form: LeadFormChoice; heading: string; text: string; documentKey?: string }

/** One of the existing lead forms in a resource page (event registration, document download), its code loaded when it comes near. */
export async function LeadForm({ edition, path, form, heading, text, documentKey }: LeadFormProps) {
  const [props, t] = await Promise.all([
    leadFormProps({ form, documentKey }, edition, path),
    getTranslations({ locale: edition, namespace: 'LeadForms.panel' }),
  ])
  if (!props) return null
  return (
    <LeadFormSection heading={heading} text={text}>
      <LazyLeadForm form={props} loadingLabel={t('loading')} />
    </LeadFormSection>
  )
}
