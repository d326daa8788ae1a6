import { JsonLd } from '@/components/ui/JsonLd'
import { editionPath, type EditionCode } from '@/i18n/editions'
import { breadcrumbData, type Crumb } from '@/lib/structured-data'

/** The trail from the edition's home to the page, shown above the title and given to search engines. */
export function Breadcrumbs({ edition, crumbs, label }: { edition: EditionCode; crumbs: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.path} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="line-clamp-1 text-slate-700">
                {crumb.name}
              </span>
            ) : (
              <a href={editionPath(edition, crumb.path)} className="text-brand-700 hover:underline">
                {crumb.name}
              </a>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbData(edition, crumbs)} />
    </nav>
  )
}
