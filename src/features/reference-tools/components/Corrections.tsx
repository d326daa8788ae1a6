import { getTranslations } from 'next-intl/server'
import type { Correction } from '@/features/reference-tools/data/text-search'
import type { EditionCode } from '@/i18n/editions'

/** "Showing results for “shrimp” instead of “shrmp”." for each word the search corrected. */
export async function Corrections({ edition, corrections }: { edition: EditionCode; corrections: Correction[] }) {
  if (corrections.length === 0) return null
  const t = await getTranslations({ locale: edition, namespace: 'ReferenceTools.common' })
  return (
    <ul className="mt-1 text-sm text-muted">
      {corrections.map((c) => (
        <li key={c.from}>{t('corrected', c)}</li>
      ))}
    </ul>
  )
}
