import { getTranslations } from 'next-intl/server'
import type { EditionCode } from '@/i18n/editions'
import type { SiteSetting } from '@/payload-types'
import { DismissAppBanner } from './DismissAppBanner.client'

/** The India edition's install banner, on small screens only; hidden for a day once dismissed. */
export async function AppBanner({ edition, banner }: { edition: EditionCode; banner: SiteSetting['appBanner'] }) {
  if (edition !== 'en-in' || !banner?.enabled || !banner.installUrl || !banner.installLabel) return null
  const t = await getTranslations('AppBanner')
  return (
    <aside aria-label={t('region')} data-app-banner="" className="bg-brand-700 text-white md:hidden">
      <div className="flex items-center gap-3 px-4 py-2">
        <DismissAppBanner label={t('dismiss')} />
        <div className="min-w-0 flex-1 text-sm leading-tight">
          <p className="font-semibold">{banner.title}</p>
          {banner.text && <p className="truncate text-white/90">{banner.text}</p>}
        </div>
        <a href={banner.installUrl} rel="noopener" className="shrink-0 rounded-md bg-accent-400 px-3 py-1.5 text-sm font-semibold text-ink">
          {banner.installLabel}
        </a>
      </div>
    </aside>
  )
}
