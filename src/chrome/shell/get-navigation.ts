import 'server-only'
import { getLiveRoutes } from '@/features/site-links/live-routes'
import { liveColumns, liveLinks, type ResolvedLink } from '@/features/site-links/resolve'
import type { EditionCode } from '@/i18n/editions'
import { getHeader } from '@/lib/queries/site'
import type { NavigationItem, NavigationLink } from './navigation'

const toLink = (label: string, resolved: ResolvedLink, description?: string | null): NavigationLink => ({
  label,
  description: description ?? null,
  href: resolved.href,
  external: resolved.external,
})

/** The edition's header menu with only the links that lead somewhere in it; items left without one are dropped. */
export async function getNavigation(edition: EditionCode): Promise<NavigationItem[]> {
  const [header, live] = await Promise.all([getHeader(edition), getLiveRoutes(edition)])
  return (header.navItems ?? []).flatMap((item): NavigationItem[] => {
    if (item.columns?.length) {
      const columns = liveColumns(item.columns, edition, live).map((column) => ({
        title: column.title,
        links: column.links.map((link) => toLink(link.label, link.resolved, link.description)),
      }))
      return columns.length ? [{ label: item.label, link: null, columns }] : []
    }
    const [link] = item.href ? liveLinks([{ label: item.label, href: item.href }], edition, live) : []
    return link ? [{ label: item.label, link: toLink(link.label, link.resolved), columns: [] }] : []
  })
}
