import { getTranslations } from 'next-intl/server'
import { buttonStyles } from '@/components/ui/button-styles'
import type { HsnCodeDetail } from '@/features/reference-tools/data/hsn'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { digitBreakdown, formatHsnCode } from '../codes'
import { hsnChapterPath, hsnCodePath } from '@/lib/routes/reference-tools'
import { hsnCrumbPath } from '../trail'
import { CodeList } from './CodeList'

type Props = { edition: EditionCode; detail: HsnCodeDetail }

/**
 * A code's page body: its classification from the section down, the digit breakdown, India's and the
 * HS 2022 descriptions side by side, a legacy notice, children and siblings, and the export finance offer.
 */
export async function HsnCodeView({ edition, detail }: Props) {
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools' })
  const { item, breadcrumb, children, siblings, currentCodes } = detail
  const code = formatHsnCode(item.code)
  const parent = breadcrumb.at(-1)
  return (
    <>
      <p className="mt-3 max-w-3xl text-lg text-ink">{item.description}</p>

      {item.isLegacy && (
        <section aria-labelledby="legacy" className="mt-6 max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-5">
          <h2 id="legacy" className="text-lg font-semibold text-ink">
            {t('hsn.legacyTitle', { code })}
          </h2>
          <p className="mt-1 text-ink">{t('hsn.legacyText')}</p>
          <ul className="mt-2 space-y-1">
            {currentCodes.map((current) => (
              <li key={current.code}>
                <a href={editionPath(edition, hsnCodePath(current.code))} className="font-semibold text-brand-700 underline underline-offset-2">
                  {formatHsnCode(current.code)}
                </a>{' '}
                <span className="text-ink">{current.description}</span>
              </li>
            ))}
            <li>
              <a href={editionPath(edition, hsnChapterPath(item.chapter))} className="text-brand-700 underline underline-offset-2">
                {t('hsn.legacyBrowse', { chapter: item.chapter })}
              </a>
            </li>
          </ul>
        </section>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <nav aria-labelledby="classification">
          <h2 id="classification" className="text-xl font-bold text-brand-900">
            {t('hsn.breadcrumb')}
          </h2>
          <ol className="mt-3 space-y-2 border-l-2 border-brand-100 pl-4">
            {breadcrumb.map((crumb) => (
              <li key={`${crumb.level}-${crumb.code}`}>
                <a href={editionPath(edition, hsnCrumbPath(crumb))} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {t(`hsn.levels.${crumb.level}`)} {crumb.level === 'section' ? crumb.code : formatHsnCode(crumb.code)}
                </a>
                <span className="block text-sm text-ink">{crumb.description}</span>
              </li>
            ))}
            <li aria-current="page">
              <span className="font-semibold text-ink">
                {t(`hsn.levels.${item.level}`)} {code}
              </span>
              <span className="block text-sm text-ink">{item.description}</span>
            </li>
          </ol>
        </nav>

        <section aria-labelledby="digits">
          <h2 id="digits" className="text-xl font-bold text-brand-900">
            {t('hsn.digitsHeading')}
          </h2>
          <table className="mt-3 w-full text-left text-sm">
            <tbody className="divide-y divide-slate-200">
              {digitBreakdown(item.code).map((part) => (
                <tr key={part.digits}>
                  <th scope="row" className="py-2 pr-3 align-top font-mono text-lg font-bold text-brand-800">
                    {part.part}
                  </th>
                  <td className="py-2 pr-3 align-top text-muted">{t('hsn.digits', { digits: part.digits })}</td>
                  <td className="py-2 align-top text-ink">
                    {t(`hsn.levels.${part.level}`)} <span className="font-mono">{formatHsnCode(part.code)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>

      <section aria-labelledby="descriptions" className="mt-10">
        <h2 id="descriptions" className="text-xl font-bold text-brand-900">
          {t('hsn.descriptionsHeading')}
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <figure className="rounded-xl border border-slate-200 p-4">
            <figcaption className="text-sm font-semibold text-muted">{t('hsn.indianDescription')}</figcaption>
            <p className="mt-1 text-ink">{item.description}</p>
          </figure>
          <figure className="rounded-xl border border-slate-200 p-4">
            <figcaption className="text-sm font-semibold text-muted">
              {item.hs2022 ? t('hsn.hsDescription', { code: formatHsnCode(item.hs2022.code) }) : t('hsn.hsDescription', { code: '—' })}
            </figcaption>
            <p className="mt-1 text-ink">{item.hs2022?.description ?? t('hsn.noHsDescription')}</p>
          </figure>
        </div>
      </section>

      <CodeList edition={edition} id="children" heading={t('hsn.childrenHeading', { code })} entries={children} legacyLabel={t('common.legacy')} />
      {parent && parent.level !== 'section' && (
        <CodeList
          edition={edition}
          id="siblings"
          heading={t('hsn.siblingsHeading', { code: formatHsnCode(parent.code) })}
          entries={siblings}
          legacyLabel={t('common.legacy')}
        />
      )}

      <section aria-labelledby="finance" className="mt-12 rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
        <h2 id="finance" className="text-2xl font-bold">
          {t('hsn.ctaTitle', { code })}
        </h2>
        <p className="mt-2 max-w-2xl text-white/90">{t('hsn.ctaText')}</p>
        <a href="#get-financed" className={`${buttonStyles.primary} mt-5`}>
          {t('hsn.ctaButton')}
        </a>
      </section>
    </>
  )
}
