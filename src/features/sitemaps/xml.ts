import { Readable } from 'node:stream'
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap'
import type { SitemapEntry } from './entries'

/** The spec's sitemap page size: each child sitemap lists at most this many addresses. */
export const SITEMAP_PAGE_SIZE = 100

export function childSitemapCount(entries: number): number {
  return Math.max(1, Math.ceil(entries / SITEMAP_PAGE_SIZE))
}

export function childSitemapPath(index: number): string {
  return `/sitemaps/${index}.xml`
}

/** The sitemap index listing every child sitemap (1-based). */
export async function sitemapIndexXml(siteUrl: string, children: number): Promise<string> {
  const items = Array.from({ length: children }, (_, i) => ({ url: new URL(childSitemapPath(i + 1), siteUrl).toString() }))
  return (await streamToPromise(Readable.from(items).pipe(new SitemapIndexStream()))).toString()
}

/** Child sitemap `index` (1-based) of the entries, with xhtml:link hreflang alternates; null past the last one. */
export async function childSitemapXml(entries: SitemapEntry[], index: number): Promise<string | null> {
  if (!Number.isInteger(index) || index < 1 || index > childSitemapCount(entries.length)) return null
  const page = entries.slice((index - 1) * SITEMAP_PAGE_SIZE, index * SITEMAP_PAGE_SIZE)
  const stream = new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: true } })
  return (await streamToPromise(Readable.from(page.map((e) => ({ url: e.url, lastmod: e.lastmod, links: e.links }))).pipe(stream))).toString()
}
