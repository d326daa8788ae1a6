import type { EditionCode } from '@/i18n/editions'

/** The segment of the internal route that renders an edition's 404 page (never served at its own address). */
export const NOT_FOUND_PAGE_SEGMENT = 'not-found-page'

/** The internal address of an edition's 404 page. */
export function notFoundPagePath(edition: EditionCode): string {
  return `/${edition}/${NOT_FOUND_PAGE_SEGMENT}`
}

/**
 * Asks the proxy for the 404 page of the edition of the path it carries, and marks that page's answer. Only the
 * web process sends it (scripts/lib/next-workarounds.ts, which names it NOT_FOUND_PAGE_REQUEST and removes it from
 * every request that arrives).
 */
export const NOT_FOUND_PAGE_HEADER = 'x-northwind-not-found-page'
