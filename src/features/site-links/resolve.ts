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

/**
 * Whether a link can be shown: anchors and outside URLs always; site paths only when the edition serves
 * them, so menus never lead to a 404 (links to features that have not shipped stay hidden until they do).
 */
export function isLive(link: ResolvedLink, livePaths: ReadonlySet<string>, livePrefixes: readonly string[] = []): boolean {
  if (link.internalPath === null) return true
  return livePaths.has(link.internalPath) || livePrefixes.some((p) => link.internalPath === p || link.internalPath!.startsWith(`${p}/`))
}

type MenuLink = { label: string; href: string }

/** Keeps the live links of a list, resolved for the edition. */
export function liveLinks<T extends MenuLink>(
  links: readonly T[] | null | undefined,
  edition: EditionCode,
  livePaths: ReadonlySet<string>,
  livePrefixes?: readonly string[],
): (T & { resolved: ResolvedLink })[] {
  return (links ?? [])
    .map((link) => ({ ...link, resolved: resolveHref(link.href, edition) }))
    .filter((link) => isLive(link.resolved, livePaths, livePrefixes))
}
