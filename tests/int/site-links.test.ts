import { describe, expect, it } from 'vitest'
import { EDITION_CODES, editionPath } from '../../src/i18n/editions'
import { rawGet } from '../setup/raw-get'
import { navigationHrefs } from '../setup/navigation-links'
import { baseUrl } from '../setup/system'

/** Every address on the site that a page links to (header menus, footer columns, body), without its fragment. */
function internalLinks(html: string, pageUrl: string): string[] {
  const origin = new URL(baseUrl()).origin
  const links = new Set<string>()
  // Anchors, and the main navigation's entries, which travel as data in the RSC payload (src/chrome/shell/navigation.ts).
  const anchors = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!)
  for (const href of [...anchors, ...navigationHrefs(html)]) {
    const url = new URL(href.replaceAll('&amp;', '&'), pageUrl)
    if (url.origin !== origin || url.pathname.startsWith('/admin')) continue
    url.hash = ''
    links.add(url.href)
  }
  return [...links]
}

describe('the links of each edition’s pages', () => {
  it.each(EDITION_CODES)('lead somewhere on %s: every internal link of the home page answers 200', async (edition) => {
    const home = `${baseUrl()}${editionPath(edition, '/')}`
    const links = internalLinks(await (await fetch(home)).text(), home)
    expect(links.length).toBeGreaterThan(20)
    const broken: string[] = []
    for (const link of links) {
      const answer = await fetch(link)
      await answer.arrayBuffer()
      if (answer.status !== 200) broken.push(`${answer.status} ${link}`)
    }
    expect(broken).toEqual([])
  })

  it.each(EDITION_CODES)('follow the address the site is served at on %s: no link, image or form of a page names the site in full', async (edition) => {
    // Absolute addresses on SITE_URL belong where an address leaves the page (canonical and alternates, og:image,
    // JSON-LD, feeds); a link or image on it would send a site served at another address (PORT=3999) back to SITE_URL.
    const origin = new URL(baseUrl()).origin
    const pages = ['/', '/blogs', '/contact-us'].map((path) => `${baseUrl()}${editionPath(edition, path)}`)
    const absolute: string[] = []
    for (const page of pages) {
      const html = await (await fetch(page)).text()
      for (const [element] of html.matchAll(/<(?:a|img|source|form|iframe|video)\b[^>]*>/g)) {
        const addresses = [...element.matchAll(/\s(?:href|src|srcset|action|poster)="([^"]*)"/g)].map((m) => m[1]!)
        if (addresses.some((address) => address.includes(origin))) absolute.push(`${page}: ${element}`)
      }
    }
    expect(absolute).toEqual([])
  })

  it('redirect to one place: a redirect answers with one Location, rendered and from the cache', async () => {
    const redirects = [
      ['/hsn-code/11', '/hsn-code/chapter/11'],
      ['/blogs/category/1/wrong-slug', '/blogs/category/1/export-finance'],
      ['/blogs/category/1/wrong-slug?page=2', '/blogs/category/1/export-finance?page=2'],
    ]
    for (const [from, to] of redirects) {
      for (const round of ['first', 'again']) {
        const answer = await rawGet(new URL(from!, baseUrl()), {})
        expect(answer.status, `${from} ${round}`).toBe(308)
        expect(
          answer.rawHeaders.filter(([name]) => name === 'location'),
          `${from} ${round}`,
        ).toEqual([['location', to]])
      }
    }
  })
})
