export type BusinessLoanRecord = {
  url?: string | null
  data?: { bannerData?: { title?: string | null } | null } | null
}

export type BusinessLoanLink = { href: string; title: string }

/**
 * The footer's business-loan links, as the spec describes the "All" call: entries de-duplicated by url
 * (first one wins), only those whose url contains `business-loans` and whose bannerData has a title,
 * linked as {site}/{url}: a path on the site the visitor is on, so the link follows the address it is served at.
 */
export function toBusinessLoanLinks(records: BusinessLoanRecord[]): BusinessLoanLink[] {
  const seen = new Set<string>()
  const links: BusinessLoanLink[] = []
  for (const record of records) {
    const url = record.url?.trim()
    if (!url || seen.has(url)) continue
    seen.add(url)
    const title = record.data?.bannerData?.title?.trim()
    if (!url.includes('business-loans') || !title) continue
    links.push({ href: `/${url.replace(/^\/+/, '')}`, title })
  }
  return links
}
