import { Readable } from 'node:stream'
import { SitemapIndexStream, SitemapStream, streamToPromise } from 'sitemap'
import type { SitemapEntry } from './entries'

/** The spec's sitemap page size: each child sitemap lists at most this many addresses. */
export const SITEMAP_PAGE_SIZE = 100

export function childSitemapCount(entries: number): number {
  return Math.max(1, Math.ceil(entries / SITEMAP_PAGE_SIZE))
}

function childSitemapPath(index: number): string {
  return `/sitemaps/${index}.xml`
}

/** The sitemap index listing every child sitemap (1-based). */
export async function sitemapIndexXml(siteUrl: string, children: number): Promise<string> {
  const items = Array.from({ length: children }, (_, i) => ({ url: new URL(childSitemapPath(i + 1), siteUrl).toString() }))
  return (await streamToPromise(Readable.from(items).pipe(new SitemapIndexStream()))).toString()
}

/** A child sitemap of (at most SITEMAP_PAGE_SIZE) entries, with xhtml:link hreflang alternates. */
export async function childSitemapXml(page: SitemapEntry[]): Promise<string> {
  if (page.length > SITEMAP_PAGE_SIZE) throw new Error(`A child sitemap holds at most ${SITEMAP_PAGE_SIZE} addresses`)
  const stream = new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: true } })
  return (await streamToPromise(Readable.from(page.map((e) => ({ url: e.url, lastmod: e.lastmod, links: e.links }))).pipe(stream))).toString()
}
