import type { Metadata } from 'next'
import { env } from '@/env'
import { DEFAULT_EDITION, EDITIONS, editionPath, type EditionCode } from '@/i18n/editions'

/** Absolute address of a path in an edition. */
export function editionUrl(edition: EditionCode, path: string): string {
  return new URL(editionPath(edition, path), env.SITE_URL).toString()
}

/**
 * Canonical URL and hreflang alternates of a page, listing only the editions that publish it; x-default
 * points to the default edition's version, or to the first edition that has the page. `paths` gives the
 * page's path in editions where it differs from `path` (a post's slug per edition).
 */
export function alternatesFor(
  edition: EditionCode,
  path: string,
  availableIn: readonly EditionCode[],
  paths: Partial<Record<EditionCode, string>> = {},
): Metadata['alternates'] {
  const url = (code: EditionCode) => editionUrl(code, paths[code] ?? path)
  const published = EDITIONS.filter((e) => availableIn.includes(e.code))
  const languages: Record<string, string> = Object.fromEntries(published.map((e) => [e.htmlLang, url(e.code)]))
  const fallback = availableIn.includes(DEFAULT_EDITION) ? DEFAULT_EDITION : published[0]?.code
  if (fallback) languages['x-default'] = url(fallback)
  return { canonical: url(edition), languages }
}
