import { resolveHref } from '@/lib/site-links/resolve'
import type { EditionCode } from '@/i18n/editions'
import type { CallToActionBlock as CallToActionData } from '@/payload-types'
import { buttonStyles } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/Container'
import { SiteLink } from '@/components/ui/SiteLink'

export function CallToActionBlock({ block, edition }: { block: CallToActionData; edition: EditionCode }) {
  return (
    <section className="py-16">
      <Container>
        <div className="rounded-2xl bg-brand-700 px-6 py-12 text-white sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight">{block.heading}</h2>
          {block.body && <p className="mt-3 max-w-2xl text-lg text-white/90">{block.body}</p>}
          <div className="mt-8 flex flex-wrap gap-3">
            {block.primary?.label && block.primary.href && (
              <SiteLink link={resolveHref(block.primary.href, edition)} className={buttonStyles.primary}>
                {block.primary.label}
              </SiteLink>
            )}
            {block.secondary?.label && block.secondary.href && (
              <SiteLink link={resolveHref(block.secondary.href, edition)} className={buttonStyles.onDark}>
                {block.secondary.label}
              </SiteLink>
            )}
          </div>
        </div>
      </Container>
    </section>
  )
}
