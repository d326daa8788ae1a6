import { editionPath, EDITIONS, type EditionCode } from '../../src/i18n/editions'

/**
 * Real addresses of a running site, read from its own pages (the links a visitor would follow), so that the
 * benches never hard-code slugs that editors may change.
 */
export type FetchedPage = { status: number; location?: string; html: string }

/** GETs a page without following redirects: a redirect (e.g. /en-us/blogs to /blogs) means the edition has no such page. */
export async function fetchPage(baseUrl: string, path: string): Promise<FetchedPage> {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual', headers: { 'user-agent': 'northwind-bench' } })
  return { status: response.status, location: response.headers.get('location') ?? undefined, html: await response.text() }
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

/** Every `href` of the page as a site path (same-origin absolute addresses made relative), in document order. */
function pageLinks(html: string, baseUrl: string): string[] {
  const origin = new URL(baseUrl).origin
  const links: string[] = []
  for (const match of html.matchAll(/\shref="([^"]*)"/g)) {
    const href = decode(match[1]!)
    if (href.startsWith('/') && !href.startsWith('//')) links.push(href)
    else if (href.startsWith(`${origin}/`)) links.push(href.slice(origin.length))
  }
  return links
}

/**
 * The first link to an item directly under `sectionPath` (`/es-mx/blogs/{slug}`), not to a category, a page of
 * the list or the section itself.
 */
export function firstItemLink(html: string, baseUrl: string, sectionPath: string): string | undefined {
  const item = new RegExp(`^${sectionPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(?!category/)[^/?#]+$`)
  return pageLinks(html, baseUrl).find((href) => item.test(href))
}

/** The first link under `${sectionPath}/category/`. */
export function firstCategoryLink(html: string, baseUrl: string, sectionPath: string): string | undefined {
  return pageLinks(html, baseUrl).find((href) => href.startsWith(`${sectionPath}/category/`) && !href.includes('?'))
}

/** The feed a page announces with `<link rel="alternate" type="application/rss+xml">`, as a site path. */
export function feedLink(html: string, baseUrl: string, type = 'application/rss+xml'): string | undefined {
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0]
    if (!tag.includes('rel="alternate"') || !tag.includes(`type="${type}"`)) continue
    const href = /\shref="([^"]*)"/.exec(tag)?.[1]
    if (href) return pageLinks(` href="${href}"`, baseUrl)[0]
  }
  return undefined
}

/** The next page a list announces with `<link rel="next">`, as a site path; undefined on its last page. */
export function nextPageLink(html: string, baseUrl: string): string | undefined {
  const tag = /<link\b[^>]*rel="next"[^>]*>/.exec(html)?.[0]
  const href = tag && /\shref="([^"]*)"/.exec(tag)?.[1]
  return href ? pageLinks(` href="${href}"`, baseUrl)[0] : undefined
}

export type EditionSection = { edition: EditionCode; listPath: string; list: FetchedPage }

/**
 * The editions that serve a section, with its list page: those whose list answers 200 (an edition without the
 * section answers 404 or redirects to another edition's list).
 */
export async function editionsWithSection(baseUrl: string, section: string): Promise<EditionSection[]> {
  const found: EditionSection[] = []
  for (const { code } of EDITIONS) {
    const listPath = editionPath(code, `/${section}`)
    const list = await fetchPage(baseUrl, listPath)
    if (list.status === 200) found.push({ edition: code, listPath, list })
  }
  return found
}

/** The child sitemaps the index at /sitemap.xml lists, as site paths. */
export async function childSitemaps(baseUrl: string): Promise<string[]> {
  const index = await fetchPage(baseUrl, '/sitemap.xml')
  if (index.status !== 200) return []
  return [...index.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!)).pathname)
}
