import type { HsnEntry } from '@/features/reference-tools/data/hsn'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { formatHsnCode } from '../codes'
import { hsnCodePath } from '@/lib/routes/reference-tools'
import { LegacyBadge } from './LegacyBadge'

type Props = { edition: EditionCode; id: string; heading: string; entries: (HsnEntry & { note?: string })[]; legacyLabel: string }

/** A titled list of HSN codes linking to their pages (children, siblings, current replacements, headings). */
export function CodeList({ edition, id, heading, entries, legacyLabel }: Props) {
  if (entries.length === 0) return null
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {entries.map((entry) => (
          <li key={entry.code}>
            <a href={editionPath(edition, hsnCodePath(entry.code))} className="flex flex-col gap-1 px-4 py-3 hover:bg-brand-50 sm:flex-row sm:gap-4">
              <span className="shrink-0 font-mono font-semibold text-brand-800 sm:w-28">{formatHsnCode(entry.code)}</span>
              <span className="text-ink">
                {entry.description}
                {entry.isLegacy && <LegacyBadge label={legacyLabel} />}
              </span>
              {entry.note && <span className="shrink-0 text-sm text-muted sm:ml-auto">{entry.note}</span>}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
