import type { EditionCode } from '@/i18n/editions'

/** Addresses of an edition's RSS and Atom feeds of blog posts or news (served by app/(frontend)/feeds). */
export function feedPaths(edition: EditionCode, kind: 'blog' | 'news'): { rss: string; atom: string } {
  const name = kind === 'blog' ? 'blogs' : 'news'
  return { rss: `/feeds/${edition}/${name}.rss`, atom: `/feeds/${edition}/${name}.atom` }
}

/** The .ics file of an event in an edition (served by app/(frontend)/api/events/[id]/calendar). */
export function calendarFilePath(eventId: number, edition: EditionCode): string {
  return `/api/events/${eventId}/calendar?edition=${edition}`
}
