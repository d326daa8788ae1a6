import { editionPath, isEditionCode, type EditionCode } from '@/i18n/editions'
import { withQuery } from './with-query'

/**
 * The reference-data tools and the editions whose menus list them. An edition not listed answers 404 for
 * the tool; the site-links feature route prefixes are derived from this list, so the menus link exactly
 * the tools that are served.
 */
export const REFERENCE_TOOLS = {
  hsn: { path: '/hsn-code', editions: ['en-in', 'es-mx'] },
  hts: { path: '/hts-code', editions: ['en-in', 'es-mx', 'en-us'] },
} as const satisfies Record<string, { path: string; editions: readonly EditionCode[] }>

export type ReferenceTool = keyof typeof REFERENCE_TOOLS

function toolServes(tool: ReferenceTool, edition: EditionCode): boolean {
  return (REFERENCE_TOOLS[tool].editions as readonly EditionCode[]).includes(edition)
}

/** The route prefixes an edition's tools serve (for FEATURE_ROUTE_PREFIXES). */
export function toolPrefixes(edition: EditionCode): string[] {
  return Object.values(REFERENCE_TOOLS)
    .filter((tool) => (tool.editions as readonly EditionCode[]).includes(edition))
    .map((tool) => tool.path)
}

/** Site path (inside an edition) of an HSN code page. */
export function hsnCodePath(code: string): string {
  return `${REFERENCE_TOOLS.hsn.path}/${code}`
}

/** Site path of a chapter page: the chapter number without its leading zero ("3" for chapter 03). */
export function hsnChapterPath(chapter: string | number): string {
  return `${REFERENCE_TOOLS.hsn.path}/chapter/${Number(chapter)}`
}

/** A tool's search page in an edition, with the query and the results page when there are. */
export function toolSearchHref(tool: ReferenceTool, edition: EditionCode, query?: string, page?: number): string {
  return withQuery(editionPath(edition, REFERENCE_TOOLS[tool].path), { q: query, page: page && page > 1 ? page : undefined })
}

/** The edition of a tool page's `[locale]` segment when it serves the tool; null answers 404. */
export function toolEdition(tool: ReferenceTool, locale: string): EditionCode | null {
  return isEditionCode(locale) && toolServes(tool, locale) ? locale : null
}

/** The CSV download of an HTS search (an API route: no edition prefix). */
export function htsCsvHref(query: string): string {
  return `/api/hts/search.csv?${new URLSearchParams({ q: query })}`
}
