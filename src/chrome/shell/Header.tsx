import { getTranslations } from 'next-intl/server'
import type { SwitcherOption } from '@/features/edition-switcher/options'
import { liveColumns, liveLinks, type LiveRoutes } from '@/features/site-links/resolve'
import { editionPath, type EditionCode } from '@/i18n/editions'
import type { Header as HeaderGlobal, SiteSetting } from '@/payload-types'
import { Container } from '@/components/ui/Container'
import { Icon } from '@/components/ui/Icon'
import { SiteLink } from '@/components/ui/SiteLink'
import { Brand } from './Brand'
import { CountrySwitcher } from './CountrySwitcher'
import { Disclosure } from './Disclosure.client'
import { MobileMenu } from './MobileMenu.client'
import { TrackedOutboundLink } from './TrackedOutboundLink.client'

type NavItem = NonNullable<HeaderGlobal['navItems']>[number]

type Props = {
  edition: EditionCode
  settings: SiteSetting
  header: HeaderGlobal
  switcher: SwitcherOption[]
  live: LiveRoutes
}

/** A menu item with only the links that lead somewhere in this edition; null when none is left. */
function liveNavItem(item: NavItem, edition: EditionCode, live: LiveRoutes) {
  const columns = liveColumns(item.columns, edition, live)
  if (item.columns?.length) return columns.length ? { label: item.label, columns, link: null } : null
  const [link] = item.href ? liveLinks([{ label: item.label, href: item.href }], edition, live) : []
  return link ? { label: item.label, columns: [], link: link.resolved } : null
}

export async function Header({ edition, settings, header, switcher, live }: Props) {
  const t = await getTranslations('Shell')
  const items = (header.navItems ?? []).map((item) => liveNavItem(item, edition, live)).filter((i) => i !== null)
  const appLinks = (className: string) => (
    <>
      {settings.loginUrl && (
        <TrackedOutboundLink href={settings.loginUrl} track={{ event: 'login_click', edition, link_url: settings.loginUrl }} className={`${className} text-brand-700 hover:bg-brand-50`}>
          {t('login')}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </TrackedOutboundLink>
      )}
      {settings.signupUrl && (
        <TrackedOutboundLink href={settings.signupUrl} track={{ event: 'signup_click', edition, link_url: settings.signupUrl }} className={`${className} bg-brand-700 text-white hover:bg-brand-800`}>
          {t('signup')}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </TrackedOutboundLink>
      )}
    </>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center gap-2 sm:gap-4">
        <a href={editionPath(edition, '/')} className="min-w-0 text-brand-900" aria-label={t('home', { brand: settings.brandName })}>
          <Brand name={settings.brandName} logo={settings.logo} />
        </a>

        <nav aria-label={t('mainNavigation')} className="hidden flex-1 justify-center xl:flex" data-desktop-nav="">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.label} className="relative" data-nav-item="">
                {item.link ? (
                  <SiteLink link={item.link} className="block whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700">
                    {item.label}
                  </SiteLink>
                ) : (
                  <Disclosure
                    openOnHover
                    label={
                      <>
                        <span data-nav-label="">{item.label}</span>
                        <Icon name="chevron" className="size-4" />
                      </>
                    }
                    buttonClassName="flex items-center gap-1 whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-expanded:text-brand-700"
                    panelClassName="absolute left-1/2 top-full z-50 w-max max-w-[min(56rem,90vw)] -translate-x-1/2 pt-2"
                  >
                    <div className="grid auto-cols-[minmax(14rem,1fr)] grid-flow-col gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
                      {item.columns.map((column) => (
                        <div key={column.title}>
                          <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted">{column.title}</p>
                          <ul className="space-y-1">
                            {column.links.map((link) => (
                              <li key={link.href}>
                                <SiteLink link={link.resolved} className="block rounded-md px-2 py-1.5 hover:bg-brand-50">
                                  <span className="block text-sm font-semibold text-ink" data-nav-label="">
                                    {link.label}
                                  </span>
                                  {link.description && <span className="block text-xs text-muted">{link.description}</span>}
                                </SiteLink>
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </Disclosure>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-2 xl:ml-0">
          <CountrySwitcher options={switcher} edition={edition} />
          <div className="hidden items-center gap-2 sm:flex">{appLinks('rounded-lg px-3 py-2 text-sm font-semibold')}</div>
          <MobileMenu
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
            title={t('menuTitle')}
            navigationLabel={t('mainNavigation')}
            openIcon={<Icon name="menu" />}
            closeIcon={<Icon name="close" />}
          >
            <div className="mt-6 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4">{appLinks('rounded-lg px-3 py-2.5 text-center text-sm font-semibold')}</div>
          </MobileMenu>
        </div>
      </Container>
    </header>
  )
}
