import { describe, expect, it } from 'vitest'
import { childSitemapCount, childSitemapXml, sitemapIndexXml, SITEMAP_PAGE_SIZE } from './xml'

const entries = Array.from({ length: 250 }, (_, i) => ({
  url: `https://example.com/p${i}`,
  lastmod: '2026-11-01T00:00:00.000Z',
  links: [
    { lang: 'en-IN', url: `https://example.com/p${i}` },
    { lang: 'es-MX', url: `https://example.com/es-mx/p${i}` },
  ],
}))

describe('sitemap XML', () => {
  it('splits the entries into child sitemaps of at most 100 addresses', async () => {
    expect(SITEMAP_PAGE_SIZE).toBe(100)
    expect(childSitemapCount(250)).toBe(3)
    expect(childSitemapCount(0)).toBe(1)
    const third = await childSitemapXml(entries.slice(200))
    expect(third.match(/<url>/g)).toHaveLength(50)
    expect(third).toContain('<xhtml:link rel="alternate" hreflang="es-MX" href="https://example.com/es-mx/p249"/>')
    expect(third).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>')
    await expect(childSitemapXml(entries.slice(0, 101))).rejects.toThrow()
  })

  it('lists every child sitemap in the index', async () => {
    const index = await sitemapIndexXml('https://example.com', 3)
    expect(index.match(/<sitemap>/g)).toHaveLength(3)
    expect(index).toContain('<loc>https://example.com/sitemaps/3.xml</loc>')
  })
})
