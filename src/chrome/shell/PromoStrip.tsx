import { resolveHref } from '@/lib/site-links/resolve'
import type { EditionCode } from '@/i18n/editions'
import type { SiteSetting } from '@/payload-types'
import { Container } from '@/components/ui/Container'
import { SiteLink } from '@/components/ui/SiteLink'

/** The India edition's GST business-loan strip above the header. */
export function PromoStrip({ edition, promo }: { edition: EditionCode; promo: SiteSetting['promoStrip'] }) {
  if (edition !== 'en-in' || !promo?.enabled || !promo.text) return null
  return (
    <aside aria-label={promo.ctaLabel ?? undefined} className="bg-brand-900 text-white" data-promo-strip="">
      <Container className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1 py-2 text-center text-sm">
        <p>{promo.text}</p>
        {promo.ctaLabel && promo.href && (
          <SiteLink link={resolveHref(promo.href, edition)} className="rounded-md bg-accent-400 px-3 py-1 text-sm font-semibold text-ink hover:bg-accent-500">
            {promo.ctaLabel}
          </SiteLink>
        )}
      </Container>
    </aside>
  )
}
