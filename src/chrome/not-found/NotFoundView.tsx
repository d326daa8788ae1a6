import { getTranslations } from 'next-intl/server'
import { SiteShell } from '@/chrome/shell/SiteShell'
import { buttonStyles } from '@/components/ui/button-styles'
import { StatusMessage } from '@/components/ui/StatusMessage'
import { editionPath, type EditionCode } from '@/i18n/editions'

/** The 404 message: what went wrong and where to go from here. */
async function NotFoundMessage({ edition }: { edition: EditionCode }) {
  const t = await getTranslations({ locale: edition, namespace: 'NotFound' })
  return (
    <StatusMessage status="404" title={t('title')} description={t('description')}>
      <a href={editionPath(edition, '/')} className={buttonStyles.primary}>
        {t('home')}
      </a>
      <a href={editionPath(edition, '/contact-us')} className={buttonStyles.secondary}>
        {t('contact')}
      </a>
    </StatusMessage>
  )
}

/** The edition's 404 page, in the site's shell. */
export function NotFoundView({ edition }: { edition: EditionCode }) {
  return (
    <SiteShell edition={edition} path="/" availableIn={null} compact>
      <NotFoundMessage edition={edition} />
    </SiteShell>
  )
}

/**
 * The 404 message alone, for the edition layout's not-found boundary. Next renders that boundary into the RSC
 * payload of every page under the layout, so a shell there would send the header and footer a second time with each
 * page. Visitors rarely see it: the web process answers a missing address with NotFoundView in the server HTML
 * (scripts/lib/not-found-pages.ts), and the router loads that document after a client-side navigation to one; the
 * boundary shows when that page could not be read.
 */
export function NotFoundBoundaryView({ edition }: { edition: EditionCode }) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <NotFoundMessage edition={edition} />
    </main>
  )
}
