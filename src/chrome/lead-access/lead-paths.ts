import type { BusinessType } from '@/features/lead-capture/forms/constants'
import { normalizePath } from '@/i18n/editions'

/** Whether `path` is `base` or a page below it ('/leadgen' covers '/leadgen/export-financing-solution'). */
function isOnOrBelow(path: string, base: string): boolean {
  const clean = normalizePath(path).toLowerCase()
  const prefix = normalizePath(base).toLowerCase()
  return prefix === '/' ? true : clean === prefix || clean.startsWith(`${prefix}/`)
}

/** Paths are inside the edition, without its prefix. */
export function isPopupHiddenOn(path: string, hiddenPaths: readonly string[]): boolean {
  return hiddenPaths.some((hidden) => isOnOrBelow(path, hidden))
}

const IMPORT_FACTORING_PATH = '/import-factoring'

/** The wizard's type starts as export on the import-factoring page and as domestic everywhere else. */
export function defaultBusinessTypeFor(path: string): BusinessType {
  return isOnOrBelow(path, IMPORT_FACTORING_PATH) ? 'export' : 'domestic'
}
