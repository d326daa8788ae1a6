/**
 * A notification's link: a path of this site ("/blogs/x", "/es-mx/events") or an address on the site's own
 * origin. Anything else (another host, "//host", javascript:) is refused, so a notification only ever opens
 * the site. Answers the path (with query and fragment) to store, or null.
 */
export function siteLinkPath(link: string, siteUrl: string): string | null {
  const value = link.trim()
  if (!value || /[\s\\]/.test(value)) return null
  const site = new URL(siteUrl)
  let url: URL
  try {
    if (value.startsWith('/')) {
      if (value.startsWith('//')) return null
      url = new URL(value, site)
    } else {
      url = new URL(value)
    }
  } catch {
    return null
  }
  if (url.origin !== site.origin) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The absolute address a notification opens. */
export function absoluteSiteLink(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).href
}
