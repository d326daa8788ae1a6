import { editionPath, type EditionCode } from '@/i18n/editions'
import { REFERENCE_TOOLS } from '@/lib/routes/reference-tools'

/** The link back to the finder above a code or chapter page's title. */
export function BackLink({ edition, label }: { edition: EditionCode; label: string }) {
  return (
    <p className="mb-4 text-sm">
      <a href={editionPath(edition, REFERENCE_TOOLS.hsn.path)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
        <span aria-hidden="true">← </span>
        {label}
      </a>
    </p>
  )
}
