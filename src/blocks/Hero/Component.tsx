import { resolveHref } from '@/lib/site-links/resolve'
import type { EditionCode } from '@/i18n/editions'
import type { HeroBlock as HeroData } from '@/payload-types'
import { buttonStyles } from '@/components/ui/button-styles'
import { Container } from '@/components/ui/Container'
import { SiteLink } from '@/components/ui/SiteLink'

export function HeroBlock({ block, edition }: { block: HeroData; edition: EditionCode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-14 sm:py-20">
        <div className="max-w-3xl">
          {block.eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{block.eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{block.headline}</h1>
          {block.subheadline && <p className="mt-5 text-lg leading-relaxed text-muted sm:text-xl">{block.subheadline}</p>}
          <div className="mt-8 flex flex-wrap gap-3">
            {block.primaryCta?.label && block.primaryCta.href && (
              <SiteLink link={resolveHref(block.primaryCta.href, edition)} className={buttonStyles.primary}>
                {block.primaryCta.label}
              </SiteLink>
            )}
            {block.secondaryCta?.label && block.secondaryCta.href && (
              <SiteLink link={resolveHref(block.secondaryCta.href, edition)} className={buttonStyles.secondary}>
                {block.secondaryCta.label}
              </SiteLink>
            )}
          </div>
        </div>
        {!!block.claims?.length && (
          <dl className="mt-12 grid gap-4 sm:grid-cols-3">
            {block.claims.map((claim) => (
              <div key={claim.id ?? claim.value} className="flex flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
                <dt className="text-sm text-muted">{claim.label}</dt>
                <dd className="order-first text-3xl font-bold text-brand-700">{claim.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Container>
    </section>
  )
}
