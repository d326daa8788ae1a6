import { getTranslations } from 'next-intl/server'
import type { SwitcherOption } from '@/chrome/shell/edition-options'
import type { LiveRoutes } from '@/lib/site-links/resolve'
import { editionPath, type EditionCode } from '@/i18n/editions'
import type { Header as HeaderGlobal, SiteSetting } from '@/payload-types'
import { Container } from '@/components/ui/Container'
import { Icon } from '@/components/ui/Icon'
import { Brand } from './Brand'
import { CountrySwitcher } from './CountrySwitcher'
import { MainNavigation } from './MainNavigation.client'
import { MobileMenu } from './MobileMenu.client'
import { navigationEntries } from './navigation'
import { TrackedOutboundLink } from './TrackedOutboundLink.client'

type Props = {
  edition: EditionCode
  settings: SiteSetting
  header: HeaderGlobal
  switcher: SwitcherOption[]
  live: LiveRoutes
}

export async function Header({ edition, settings, header, switcher, live }: Props) {
  const t = await getTranslations('Shell')
  const navigation = navigationEntries(header.navItems, edition, live)
  const appLinks = (className: string) => (
    <>
      {settings.loginUrl && (
        <TrackedOutboundLink
          href={settings.loginUrl}
          track={{ event: 'login_click', edition, link_url: settings.loginUrl }}
          className={`${className} text-brand-700 hover:bg-brand-50`}
        >
          {t('login')}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </TrackedOutboundLink>
      )}
      {settings.signupUrl && (
        <TrackedOutboundLink
          href={settings.signupUrl}
          track={{ event: 'signup_click', edition, link_url: settings.signupUrl }}
          className={`${className} bg-brand-700 text-white hover:bg-brand-800`}
        >
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

        <MainNavigation entries={navigation} label={t('mainNavigation')} chevron={<Icon name="chevron" className="size-4" />} />

        <div className="ml-auto flex shrink-0 items-center gap-2 xl:ml-0">
          <CountrySwitcher options={switcher} edition={edition} />
          <div className="hidden items-center gap-2 sm:flex">{appLinks('rounded-lg px-3 py-2 text-sm font-semibold')}</div>
          <MobileMenu
            entries={navigation}
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
            title={t('menuTitle')}
            navigationLabel={t('mainNavigation')}
            openIcon={<Icon name="menu" />}
            closeIcon={<Icon name="close" />}
          >
            <div className="mt-6 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4">
              {appLinks('rounded-lg px-3 py-2.5 text-center text-sm font-semibold')}
            </div>
          </MobileMenu>
        </div>
      </Container>
    </header>
  )
}
