import type { HsnBreadcrumb, HsnCodeDetail } from '@/features/reference-tools/data/hsn'
import type { Crumb } from '@/lib/structured-data'
import { formatHsnCode } from './codes'
import { hsnChapterPath, hsnCodePath, REFERENCE_TOOLS } from '@/lib/routes/reference-tools'

/** Where a level of a code's classification is shown: sections on the finder, chapters and codes on their pages. */
export function hsnCrumbPath(crumb: HsnBreadcrumb): string {
  if (crumb.level === 'section') return `${REFERENCE_TOOLS.hsn.path}#section-${crumb.code}`
  if (crumb.level === 'chapter') return hsnChapterPath(crumb.code)
  return hsnCodePath(crumb.code)
}

type Labels = { finder: string; level: (level: HsnBreadcrumb['level']) => string; page: string }

/**
 * A code page's trail for search engines: the finder, the chapter and headings above the code (sections have
 * no page of their own) and the code; without the data, the finder and the code.
 */
export function hsnCodeTrail(labels: Labels, code: string, detail: HsnCodeDetail | null): Crumb[] {
  const levels = (detail?.breadcrumb ?? []).filter((crumb) => crumb.level !== 'section')
  return [
    { name: labels.finder, path: REFERENCE_TOOLS.hsn.path },
    ...levels.map((crumb) => ({ name: `${labels.level(crumb.level)} ${formatHsnCode(crumb.code)}`, path: hsnCrumbPath(crumb) })),
    { name: labels.page, path: hsnCodePath(code) },
  ]
}
