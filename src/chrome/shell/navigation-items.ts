import { liveColumns, liveLinks, type LiveRoutes, type ResolvedLink } from '@/features/site-links/resolve'
import type { EditionCode } from '@/i18n/editions'
import type { Header } from '@/payload-types'
import type { NavigationItem, NavigationLink } from './navigation'

const toLink = (label: string, resolved: ResolvedLink, description?: string | null): NavigationLink => ({
  label,
  description: description ?? null,
  href: resolved.href,
  external: resolved.external,
})

/** The header menu's items with only the links that lead somewhere in the edition; items left without one are dropped. */
export function toNavigation(navItems: Header['navItems'], edition: EditionCode, live: LiveRoutes): NavigationItem[] {
  return (navItems ?? []).flatMap((item): NavigationItem[] => {
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
