import { editionPath, normalizePath, type EditionCode } from '@/i18n/editions'

export type ResolvedLink = { href: string; external: boolean; internalPath: string | null }

/**
 * Turns an href from the CMS into where it points in an edition: `#anchor` stays on the page, full URLs
 * are external, site paths get the edition prefix.
 */
export function resolveHref(href: string, edition: EditionCode): ResolvedLink {
  const value = href.trim()
  if (value.startsWith('#')) return { href: value, external: false, internalPath: null }
  if (/^(https?:|mailto:|tel:)/i.test(value)) return { href: value, external: true, internalPath: null }
  const [pathPart, hash = ''] = value.split('#')
  const path = normalizePath(pathPart ?? '/')
  return { href: editionPath(edition, path) + (hash ? `#${hash}` : ''), external: false, internalPath: path }
}

/** What an edition serves: the paths of its CMS pages and the route prefixes of its features. */
export type LiveRoutes = { paths: ReadonlySet<string>; prefixes: readonly string[] }

/**
 * Whether a link can be shown: anchors and outside URLs always; site paths only when the edition serves
 * them, so menus never lead to a 404 (links to features that have not shipped stay hidden until they do).
 */
export function isLive(link: ResolvedLink, live: LiveRoutes): boolean {
  const path = link.internalPath
  if (path === null) return true
  return live.paths.has(path) || live.prefixes.some((p) => path === p || path.startsWith(`${p}/`))
}

type MenuLink = { label: string; href: string }

/** Keeps the live links of a list, resolved for the edition. */
export function liveLinks<T extends MenuLink>(
  links: readonly T[] | null | undefined,
  edition: EditionCode,
  live: LiveRoutes,
): (T & { resolved: ResolvedLink })[] {
  return (links ?? []).map((link) => ({ ...link, resolved: resolveHref(link.href, edition) })).filter((link) => isLive(link.resolved, live))
}

/** Link columns (menus, footer) with only their live links; columns left empty are dropped. */
type LinkOf<C> = C extends { links?: readonly (infer L extends MenuLink)[] | null } ? L : never

export function liveColumns<C extends { links?: readonly MenuLink[] | null }>(
  columns: readonly C[] | null | undefined,
  edition: EditionCode,
  live: LiveRoutes,
): (Omit<C, 'links'> & { links: (LinkOf<C> & { resolved: ResolvedLink })[] })[] {
  return (columns ?? [])
    .map((column) => ({ ...column, links: liveLinks(column.links as readonly LinkOf<C>[] | null | undefined, edition, live) }))
    .filter((column) => column.links.length > 0)
}
