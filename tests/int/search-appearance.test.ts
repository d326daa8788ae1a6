import { describe, expect, it } from 'vitest'
import { PAGES } from '../../scripts/seed/content/pages'
import { editionPath, type EditionCode } from '../../src/i18n/editions'
import { baseUrl } from '../setup/system'

type Node = Record<string, unknown> & { '@type'?: string }

const url = (edition: EditionCode, path: string) => `${baseUrl()}${editionPath(edition, path)}`

/** Every JSON-LD block of a page, parsed (a block that is not valid JSON fails the test). */
function jsonLdOf(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node)
}

function metaContent(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`property="${key}"`) || t.includes(`name="${key}"`))
  return tag?.match(/content="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&')
}

/** The first address under `prefix` that a list page links to (an item of the list). */
async function firstItem(listUrl: string, prefix: string): Promise<string> {
  const html = await (await fetch(listUrl)).text()
  const escaped = prefix.replace(/[/-]/g, '\\$&')
  const match = html.match(new RegExp(`href="(${escaped}/(?!category/)[a-z0-9-]+)"`))
  if (!match) throw new Error(`no item under ${prefix} on ${listUrl}`)
  return match[1]!
}

const hasFaq = (edition: EditionCode, path: string) =>
  PAGES.find((p) => p.path === path)?.content[edition]?.layout.some((block) => block.blockType === 'faq') ?? false

type Case = { edition: EditionCode; path: string; types?: string[] }

/** CMS pages (home, one with an FAQ, a nested one), resource lists and items, the tools and the calculators, per edition. */
async function cases(): Promise<Case[]> {
  const item = async (edition: EditionCode, list: string, type: string): Promise<Case> => {
    const href = await firstItem(url(edition, list), editionPath(edition, list))
    return { edition, path: href.replace(new RegExp(`^/${edition}(?=/)`), ''), types: [type] }
  }
  return [
    ...(['en-in', 'es-mx', 'en-us'] as const).flatMap((edition): Case[] => [
      { edition, path: '/' },
      { edition, path: '/contact-us' },
      { edition, path: '/hts-code' },
      { edition, path: '/interest-calculator' },
      { edition, path: '/shipment-calculator' },
      { edition, path: '/videos', types: ['ItemList'] },
    ]),
    { edition: 'en-in', path: '/export-factoring/termsheet' },
    { edition: 'es-mx', path: '/export-factoring/termsheet' },
    { edition: 'en-us', path: '/enterprise/early-payment-discount' },
    { edition: 'en-in', path: '/blogs' },
    { edition: 'es-mx', path: '/blogs' },
    { edition: 'en-us', path: '/events' },
    { edition: 'en-in', path: '/hsn-code' },
    { edition: 'es-mx', path: '/hsn-code' },
    { edition: 'en-in', path: '/hsn-code/chapter/3' },
    { edition: 'es-mx', path: '/hsn-code/03061720' },
    await item('en-in', '/blogs', 'BlogPosting'),
    await item('es-mx', '/blogs', 'BlogPosting'),
    await item('en-in', '/news', 'NewsArticle'),
    await item('en-us', '/events', 'Event'),
    await item('es-mx', '/videos', 'VideoObject'),
    await item('en-us', '/case-studies', 'Article'),
  ]
}

describe('search appearance', () => {
  it('gives every page type in every edition typed JSON-LD: the edition’s organization, a breadcrumb that resolves, FAQs and the item', async () => {
    const resolved = new Map<string, number>()
    let withFaq = 0
    for (const { edition, path, types = [] } of await cases()) {
      const address = url(edition, path)
      const response = await fetch(address, { redirect: 'manual' })
      expect(response.status, address).toBe(200)
      const nodes = jsonLdOf(await response.text())
      for (const node of nodes) expect(node['@context'], address).toBe('https://schema.org')

      const organization = nodes.find((n) => n['@type'] === 'FinancialService')
      expect(organization?.['@id'], address).toBe(`${url(edition, '/')}#organization`)
      expect((organization?.contactPoint as Node[] | undefined)?.length, address).toBeGreaterThan(0)

      const crumbs = nodes.filter((n) => n['@type'] === 'BreadcrumbList')
      if (path === '/') expect(crumbs, address).toEqual([])
      else {
        expect(crumbs, address).toHaveLength(1)
        const items = (crumbs[0]!.itemListElement as { position: number; item: string }[]).map((i) => i.item)
        expect(items[0], address).toBe(url(edition, '/'))
        expect(items.at(-1), address).toBe(address)
        for (const item of items) {
          expect(item.startsWith(`${baseUrl()}/`) || item === baseUrl(), item).toBe(true)
          if (!resolved.has(item)) resolved.set(item, (await fetch(item, { redirect: 'manual' })).status)
          expect(resolved.get(item), `${address} links ${item}`).toBe(200)
        }
      }

      const faq = nodes.filter((n) => n['@type'] === 'FAQPage')
      expect(faq.length, address).toBe(hasFaq(edition, path) ? 1 : 0)
      withFaq += faq.length
      if (faq[0])
        expect(
          (faq[0].mainEntity as Node[]).every((q) => q['@type'] === 'Question'),
          address,
        ).toBe(true)

      for (const type of types) {
        const entity = nodes.find((n) => n['@type'] === type)
        expect(entity, `${address} has ${type}`).toBeDefined()
        const publisher = (entity!.publisher ?? entity!.organizer) as Node | undefined
        if (publisher) expect(publisher['@id'], address).toBe(organization!['@id'])
        const image = (entity!.image ?? entity!.thumbnailUrl) as string | undefined
        if (image) expect(image.startsWith(`${baseUrl()}/`), `${address} image ${image}`).toBe(true)
        if (type === 'ItemList') {
          // The videos the list shows, each a VideoObject with its page's address on the site.
          const items = (entity!.itemListElement as { position: number; item: Node }[]).map((i) => i.item)
          expect(items.length, address).toBeGreaterThan(0)
          for (const video of items) {
            expect(video['@type'], address).toBe('VideoObject')
            expect((video.url as string).startsWith(`${url(edition, '/videos')}/`), `${address} ${video.url}`).toBe(true)
          }
        }
      }
    }
    expect(withFaq).toBeGreaterThan(0)
  })

  it('points each page’s og:image and twitter:image at its card, a PNG drawn for the page’s edition', async () => {
    const seen = new Set<string>()
    for (const { edition, path } of await cases()) {
      const html = await (await fetch(url(edition, path))).text()
      const image = metaContent(html, 'og:image')
      expect(image, path).toBeDefined()
      expect(metaContent(html, 'twitter:image'), path).toBe(image)
      expect(metaContent(html, 'twitter:card'), path).toBe('summary_large_image')
      // Resolved on metadataBase (SITE_URL), a post's own cover as well as a drawn card.
      expect(image!.startsWith(`${baseUrl()}/`), `${path} og:image ${image}`).toBe(true)
      if (!image!.includes('/og/')) continue // a post's own raster cover
      expect(new URL(image!).pathname, path).toBe(`/og/${edition}.png`)
      if (seen.has(image!)) continue
      seen.add(image!)
      const response = await fetch(image!)
      expect(response.status, image).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(response.headers.get('cache-control')).toContain('public')
      const png = Buffer.from(await response.arrayBuffer())
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    }
    expect(seen.size).toBeGreaterThan(10)
  })

  it('draws only titles the site signed, and says so in the edition’s language', async () => {
    const html = await (await fetch(url('es-mx', '/contact-us'))).text()
    const card = new URL(metaContent(html, 'og:image')!)
    const forged = new URL(card)
    forged.searchParams.set('title', 'Send your money here')
    const refused = await fetch(forged)
    expect(refused.status).toBe(404)
    expect(await refused.text()).toBe('Esta imagen no existe.')
    const otherEdition = new URL(card)
    otherEdition.pathname = '/og/en-us.png'
    expect((await fetch(otherEdition)).status).toBe(404)
    expect((await fetch(`${baseUrl()}/og/xx-yy.png?title=a&s=b`)).status).toBe(404)
  })

  it('serves llms.txt per edition from the CMS: editions, offers, tools and contacts', async () => {
    for (const [edition, path] of [
      ['en-in', '/llms.txt'],
      ['es-mx', '/es-mx/llms.txt'],
      ['en-us', '/en-us/llms.txt'],
    ] as const) {
      const response = await fetch(`${baseUrl()}${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
      const text = await response.text()
      expect(text.startsWith('# Northwind Trade Finance ('), path).toBe(true)
      expect(text, path).toMatch(/\n> .+\n/)
      for (const other of ['/llms.txt', '/es-mx/llms.txt', '/en-us/llms.txt']) expect(text, path).toContain(`${baseUrl()}${other}`)
      expect(text, path).toContain(`](${url(edition, '/hts-code')})`)
      expect(text, path).toContain(`](${url(edition, '/contact-us')})`)
      // Every site link in it resolves.
      const links = [...text.matchAll(/\]\((http[^)]+)\)/g)].map((m) => m[1]!).filter((l) => l.startsWith(baseUrl()))
      for (const link of new Set(links)) expect((await fetch(link, { redirect: 'manual' })).status, `${path} links ${link}`).toBe(200)
    }
    const india = await (await fetch(`${baseUrl()}/llms.txt`)).text()
    expect(india).toContain(`](${url('en-in', '/export-factoring')})`)
    expect((await fetch(`${baseUrl()}/en-in/llms.txt`)).status).toBe(404)
  })
})
