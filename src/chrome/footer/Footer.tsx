import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { toBusinessLoanLinks } from '@/chrome/footer/business-loan-links'
import { ConsentFooterLinks } from '@/features/consent/components/ConsentFooterLinks'
import { liveColumns, liveLinks, type LiveRoutes } from '@/lib/site-links/resolve'
import { formatPhoneForDisplay } from '@/lib/site-links/phone'
import { whatsappChatUrl } from '@/lib/site-links/whatsapp'
import type { EditionCode } from '@/i18n/editions'
import type { BusinessLoan, Footer as FooterGlobal, SiteSetting } from '@/payload-types'
import { Container } from '@/components/ui/Container'
import { Icon, type AnyIconName } from '@/components/ui/Icon'
import { SiteLink } from '@/components/ui/SiteLink'
import { Brand } from '../shell/Brand'
import { TrackedOutboundLink } from '../shell/TrackedOutboundLink.client'
import { WhatsAppQr } from './WhatsAppQr'
import { HideInApp } from '../shell/HideInApp'

type Props = {
  edition: EditionCode
  settings: SiteSetting
  footer: FooterGlobal
  businessLoans: BusinessLoan[]
  live: LiveRoutes
  /** The lead form of the #get-financed panel; without one the panel is left out. */
  leadForm: ReactNode | null
}

const COLUMN_LINK = 'text-white/90 hover:text-white hover:underline'

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-semibold uppercase tracking-wide text-white/80">{children}</h2>
}

/** A titled list of links: a column of the footer global, or the business loans. */
function FooterLinkColumn({ title, listProps, children }: { title: string; listProps?: Record<`data-${string}`, string>; children: ReactNode }) {
  return (
    <nav aria-label={title}>
      <FooterHeading>{title}</FooterHeading>
      <ul className="mt-3 space-y-2 text-sm" {...listProps}>
        {children}
      </ul>
    </nav>
  )
}

const SOCIAL_NAMES: Record<string, string> = { linkedin: 'LinkedIn', x: 'X', facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' }

export async function Footer({ edition, settings, footer, businessLoans, live, leadForm }: Props) {
  const t = await getTranslations('Footer')
  const columns = liveColumns(footer.columns, edition, live)
  const popular = liveLinks(footer.popularSearches, edition, live)
  // Business loans are an India product; the records point to the main (India) site.
  const loanLinks = edition === 'en-in' ? toBusinessLoanLinks(businessLoans) : []
  const legal = liveLinks(
    [
      { label: t('privacy'), href: '/privacy-policy' },
      { label: t('terms'), href: '/terms-and-conditions' },
    ],
    edition,
    live,
  )

  return (
    <footer className="bg-brand-900 text-white">
      {/* The legal links stay in the app too: the privacy notice and the way back to a consent choice. */}
      <HideInApp>
        {leadForm && (
          <section id="get-financed" aria-labelledby="get-financed-title" className="border-b border-white/10">
            <Container className="grid gap-8 py-14 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12">
              <div>
                <h2 id="get-financed-title" className="text-3xl font-bold tracking-tight">
                  {footer.leadPanelHeading}
                </h2>
                {footer.leadPanelText && <p className="mt-3 max-w-xl text-lg text-white/90">{footer.leadPanelText}</p>}
              </div>
              <div className="rounded-2xl bg-white p-5 text-ink shadow-xl sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">{leadForm}</div>
              <div className="space-y-6">
                <div className="flex flex-wrap gap-3">
                  {settings.phone && (
                    <a
                      href={`tel:${settings.phone}`}
                      className="inline-flex items-center gap-2 rounded-lg bg-accent-400 px-4 py-3 font-semibold text-ink hover:bg-accent-500"
                    >
                      <Icon name="phone" className="size-5" />
                      {t('phone')}: {formatPhoneForDisplay(settings.phone)}
                    </a>
                  )}
                  {settings.email && (
                    <a
                      href={`mailto:${settings.email}`}
                      className="inline-flex items-center gap-2 rounded-lg border border-white/70 px-4 py-3 font-semibold hover:bg-white/10"
                    >
                      <Icon name="mail" className="size-5" />
                      {settings.email}
                    </a>
                  )}
                  {settings.whatsappDesktop && (
                    <TrackedOutboundLink
                      href={whatsappChatUrl(settings.whatsappDesktop)}
                      track={{ event: 'whatsapp_click', edition, placement: 'footer' }}
                      className="inline-flex items-center gap-2 rounded-lg border border-white/70 px-4 py-3 font-semibold hover:bg-white/10"
                    >
                      <Icon name="whatsapp" className="size-5" />
                      {t('whatsapp')}
                    </TrackedOutboundLink>
                  )}
                </div>
                {!!footer.benefits?.length && (
                  <div>
                    <h3 className="text-lg font-semibold">{t('benefitsTitle')}</h3>
                    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                      {footer.benefits.map((b) => (
                        <li key={b.id ?? b.text} className="flex gap-2 text-white/90">
                          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-accent-400" />
                          {b.text}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                {edition === 'en-in' && settings.whatsappMobile && <WhatsAppQr number={settings.whatsappMobile} />}
              </div>
            </Container>
          </section>
        )}

        <Container className="grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
          <div className="space-y-5">
            <Brand name={settings.brandName} logo={settings.logo} />
            {!!settings.offices?.length && (
              <div>
                <FooterHeading>{t('officesTitle')}</FooterHeading>
                {settings.offices.map((office) => (
                  <address key={office.id ?? office.title} className="mt-3 not-italic text-sm text-white/90">
                    <span className="block font-semibold text-white">{office.title}</span>
                    <span className="whitespace-pre-line">{office.address}</span>
                  </address>
                ))}
              </div>
            )}
            <div className="text-sm text-white/90">
              <FooterHeading>{t('contactTitle')}</FooterHeading>
              {settings.phone && (
                <p className="mt-2">
                  {t('phone')}:{' '}
                  <a href={`tel:${settings.phone}`} className="underline hover:text-white">
                    {formatPhoneForDisplay(settings.phone)}
                  </a>
                </p>
              )}
              {settings.email && (
                <p>
                  {t('email')}:{' '}
                  <a href={`mailto:${settings.email}`} className="underline hover:text-white">
                    {settings.email}
                  </a>
                </p>
              )}
            </div>
          </div>
          {columns.map((column) => (
            <FooterLinkColumn key={column.title} title={column.title}>
              {column.links.map((link) => (
                <li key={link.href}>
                  <SiteLink link={link.resolved} className={COLUMN_LINK}>
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </FooterLinkColumn>
          ))}
          {loanLinks.length > 0 && (
            <FooterLinkColumn title={t('businessLoans')} listProps={{ 'data-business-loans': '' }}>
              {loanLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={COLUMN_LINK}>
                    {link.title}
                  </a>
                </li>
              ))}
            </FooterLinkColumn>
          )}
        </Container>

        {popular.length > 0 && (
          <Container className="pb-8">
            <details className="group rounded-xl border border-white/15 px-4 py-3">
              <summary className="flex cursor-pointer list-none items-center justify-between font-semibold [&::-webkit-details-marker]:hidden">
                {t('popularSearches')}
                <Icon name="chevron" className="size-5 transition-transform group-open:rotate-180" />
              </summary>
              <ul className="mt-3 flex flex-wrap gap-2">
                {popular.map((link) => (
                  <li key={link.href}>
                    <SiteLink
                      link={link.resolved}
                      className="inline-block rounded-full border border-white/25 px-3 py-1 text-sm text-white/90 hover:bg-white/10"
                    >
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </details>
          </Container>
        )}
      </HideInApp>

      <div className="border-t border-white/10">
        {/* pb-24 on small screens: the last line scrolls clear of the floating WhatsApp button. */}
        <Container className="flex flex-col gap-4 pt-6 pb-24 text-sm text-white/80 md:flex-row md:items-center md:justify-between md:pb-6">
          <p>{t('copyright', { year: new Date().getFullYear(), legalName: settings.legalName })}</p>
          <nav aria-label={t('legalNavigation')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {legal.map((link) => (
                <li key={link.href}>
                  <SiteLink link={link.resolved} className="hover:text-white hover:underline">
                    {link.label}
                  </SiteLink>
                </li>
              ))}
              <ConsentFooterLinks edition={edition} className="text-left hover:text-white hover:underline" />
            </ul>
          </nav>
          {!!settings.social?.length && (
            <ul className="flex gap-2" aria-label={t('social')}>
              {settings.social.map((s) => (
                <li key={s.id ?? s.url}>
                  <a
                    href={s.url}
                    rel="noopener"
                    aria-label={SOCIAL_NAMES[s.platform] ?? s.platform}
                    className="inline-flex size-10 items-center justify-center rounded-full hover:bg-white/10"
                  >
                    <Icon name={s.platform as AnyIconName} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Container>
      </div>
    </footer>
  )
}
