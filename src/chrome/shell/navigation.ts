import { liveColumns, liveLinks, type LiveRoutes, type ResolvedLink } from '@/lib/site-links/resolve'
import type { EditionCode } from '@/i18n/editions'
import type { Header as HeaderGlobal } from '@/payload-types'

/**
 * The main navigation as data. The desktop menu and the small-screen menu both render it, and only a panel
 * that is open becomes markup, so the page carries the menu once, in the RSC payload, instead of hidden
 * panels in its HTML and again as elements in the payload.
 */
export type NavigationLink = { label: string; href: string; rel: string | null; description: string | null }
type NavigationColumn = { title: string; links: NavigationLink[] }
/** A top-level entry: a link, or a labelled panel of link columns. */
export type NavigationEntry = { label: string; link: NavigationLink | null; columns: NavigationColumn[] }

type NavItem = NonNullable<HeaderGlobal['navItems']>[number]

function toLink(label: string, resolved: ResolvedLink, description?: string | null): NavigationLink {
  return { label, href: resolved.href, rel: resolved.external ? 'noopener' : null, description: description || null }
}

/** A menu item with only the links that lead somewhere in this edition; null when none is left. */
function liveEntry(item: NavItem, edition: EditionCode, live: LiveRoutes): NavigationEntry | null {
  if (item.columns?.length) {
    const columns = liveColumns(item.columns, edition, live).map((column) => ({
      title: column.title,
      links: column.links.map((link) => toLink(link.label, link.resolved, link.description)),
    }))
    return columns.length ? { label: item.label, link: null, columns } : null
  }
  const [link] = item.href ? liveLinks([{ label: item.label, href: item.href }], edition, live) : []
  return link ? { label: item.label, link: toLink(link.label, link.resolved), columns: [] } : null
}

export function navigationEntries(items: HeaderGlobal['navItems'], edition: EditionCode, live: LiveRoutes): NavigationEntry[] {
  return (items ?? []).map((item) => liveEntry(item, edition, live)).filter((entry) => entry !== null)
}
