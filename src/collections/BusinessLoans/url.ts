import { siteLinkPath } from '@/lib/routes/site-link-path'

/**
 * A business loan's url as the spec stores it, a path on the site without its leading slash
 * ("business-loans/msme-loan"): from that path, with or without the slash, or from the page's full address on the
 * site, as an editor may paste it. Null for anything else (another host, "//host", a scheme of its own), which the
 * footer would turn into a broken link.
 */
export function businessLoanUrl(value: string, siteUrl: string): string | null {
  const trimmed = value.trim()
  const asLink = trimmed.startsWith('/') || /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `/${trimmed}`
  const path = siteLinkPath(asLink, siteUrl)
  return path && path !== '/' ? path.slice(1) : null
}
