import { getTranslations } from 'next-intl/server'
import type { EditionCode } from '@/i18n/editions'

type Props = { edition: EditionCode; page: number; pageSize: number; total: number; href: (page: number) => string }

/** Previous / next links between result pages, as plain links (the results are server-rendered). */
export async function Pagination({ edition, page, pageSize, total, href }: Props) {
  const pages = Math.ceil(total / pageSize)
  if (pages <= 1) return null
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools.common' })
  const link = 'rounded-lg border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50'
  return (
    <nav aria-label={t('pagination')} className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 && (
        <a href={href(page - 1)} className={link} rel="prev">
          {t('previousPage')}
        </a>
      )}
      <span className="text-sm text-muted">{t('pageOf', { page, pages })}</span>
      {page < pages && (
        <a href={href(page + 1)} className={link} rel="next">
          {t('nextPage')}
        </a>
      )}
    </nav>
  )
}
