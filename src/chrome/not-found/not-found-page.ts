import type { EditionCode } from '@/i18n/editions'

/** The segment of the internal route that renders an edition's 404 page (never served at its own address). */
export const NOT_FOUND_PAGE_SEGMENT = 'not-found-page'

/** The internal address of an edition's 404 page. */
export function notFoundPagePath(edition: EditionCode): string {
  return `/${edition}/${NOT_FOUND_PAGE_SEGMENT}`
}
