import { draftMode } from 'next/headers'
import { getTranslations } from 'next-intl/server'
import { switcherOptions } from '@/chrome/shell/edition-options'
import { PushPromptTrigger } from '@/features/push-notifications/components/PushPromptTrigger.client'
import { vapidDetails } from '@/lib/vapid'
import { LivePreviewRefresh } from '@/features/resources/components/LivePreviewRefresh.client'
import { env } from '@/env'
import { getLiveRoutes } from '@/lib/site-links/live-routes'
import { getAllBusinessLoans } from '@/lib/queries/business-loans'
import { getFooter, getHeader, getSiteSettings } from '@/lib/queries/site'
import { breadcrumbData, organizationData } from '@/lib/structured-data'
import type { PageFrameProps } from '@/lib/page-frame'
import { JsonLd } from '@/components/ui/JsonLd'
import { Footer } from '../footer/Footer'
import { getLeadAccess } from '../lead-access/lead-access'
import { FooterLeadForm, LeadPopups } from '../lead-access/LeadAccessPoints'
import { AppBanner } from './AppBanner'
import { GetFinancedTab } from './GetFinancedTab'
import { Header } from './Header'
import { HideInApp } from './HideInApp'
import { PromoStrip } from './PromoStrip'
import { WhatsAppButtons } from './WhatsAppButtons'

type Props = PageFrameProps & {
  hideHeader?: boolean
  hideGetFinancedTab?: boolean
  /**
   * The not-found page's chrome: the header without its menus, the footer without its link columns and lead
   * panel, and no structured data. Next renders a segment's not-found view into the RSC payload of every page
   * below it, so a full shell there would send every page's menus and footer twice.
   */
  compact?: boolean
}

/** Everything around a page's content: banners, header, footer and the floating buttons. */
export async function SiteShell({ edition, path, availableIn, alternatePaths, hideHeader, hideGetFinancedTab, trail, compact, children }: Props) {
  const [t, tSearch, settings, header, footer, businessLoans, live, leadAccess, draft] = await Promise.all([
    getTranslations('Shell'),
    getTranslations({ locale: edition, namespace: 'SearchAppearance' }),
    getSiteSettings(edition),
    getHeader(edition),
    getFooter(edition),
    getAllBusinessLoans(),
    getLiveRoutes(edition),
    getLeadAccess(edition, path),
    draftMode(),
  ])
  return (
    <>
      {!compact && <JsonLd data={organizationData(edition, settings)} />}
      {trail && trail.length > 0 && <JsonLd data={breadcrumbData(edition, [{ name: tSearch('home'), path: '/' }, ...trail])} />}
      {draft.isEnabled && <LivePreviewRefresh serverUrl={env.SITE_URL} />}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      <HideInApp>
        {/* Not on the not-found view: every page's RSC payload carries that view for its not-found boundary. */}
        {!compact && <AppBanner edition={edition} banner={settings.appBanner} />}
        {!compact && <PromoStrip edition={edition} promo={settings.promoStrip} />}
        {!hideHeader && (
          <Header
            edition={edition}
            settings={settings}
            header={compact ? { ...header, navItems: [] } : header}
            switcher={switcherOptions(edition, path, availableIn, alternatePaths)}
            live={live}
          />
        )}
      </HideInApp>
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer
        edition={edition}
        settings={settings}
        footer={compact ? { ...footer, columns: [], popularSearches: [] } : footer}
        businessLoans={compact ? [] : businessLoans}
        live={live}
        leadForm={compact ? null : <FooterLeadForm wizard={leadAccess.wizard} />}
      />
      <HideInApp>
        {!compact && (
          <>
            <WhatsAppButtons edition={edition} settings={settings} />
            {!hideGetFinancedTab && <GetFinancedTab />}
            {leadAccess.popupAllowed && <LeadPopups wizard={leadAccess.wizard} />}
            <PushPromptTrigger edition={edition} publicKey={vapidDetails()?.publicKey ?? null} />
          </>
        )}
      </HideInApp>
    </>
  )
}
