import { XMLParser } from 'fast-xml-parser'
import { PDFDocument } from '@cantoo/pdf-lib'
import { parseSitemap, parseSitemapIndex } from 'sitemap'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { SITEMAP_PAGE_SIZE } from '../../src/features/seo/sitemaps/xml'
import { mayKeepForReading } from '../../src/lib/routes/offline-reading'
import { post } from '../setup/lead-capture'
import { ADMIN, baseUrl, loginHeaders, sql, warmCachedPage } from '../setup/system'

const lexical = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [
      {
        type: 'paragraph',
        direction: 'ltr',
        format: '',
        indent: 0,
        version: 1,
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
})

async function firstId(collection: string): Promise<number> {
  const { docs } = (await (await fetch(`${baseUrl()}/api/${collection}?limit=1&depth=0`)).json()) as { docs: { id: number }[] }
  return docs[0].id
}

/** Creates a draft blog post in the India edition through the REST API, as the admin does. */
async function createDraftPost(slug: string) {
  const auth = await loginHeaders(ADMIN.email, ADMIN.password)
  const body = {
    kind: 'blog',
    title: `Draft ${slug}`,
    slug,
    excerpt: 'Not for visitors yet.',
    body: lexical('A post that is still being written.'),
    cover: await firstId('media'),
    author: await firstId('authors'),
    editions: ['en-in'],
    publishedAt: new Date().toISOString(),
    _status: 'draft',
  }
  const response = await fetch(`${baseUrl()}/api/posts?locale=en-in&draft=true`, { method: 'POST', headers: auth, body: JSON.stringify(body) })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

async function anonymousFinds(slug: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/posts?locale=en-in&where[slug][equals]=${slug}&draft=true`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('timed out')
}

describe('drafts and scheduled publishing', () => {
  it('keeps a draft out of the public REST API and the site', async () => {
    const slug = `draft-only-${Date.now()}`
    const id = await createDraftPost(slug)
    expect(await anonymousFinds(slug)).toBe(0)
    expect([403, 404]).toContain((await fetch(`${baseUrl()}/api/posts/${id}?draft=true`)).status)
    expect((await fetch(`${baseUrl()}/api/posts/${id}/versions`)).status).toBeGreaterThanOrEqual(401)
    expect((await fetch(`${baseUrl()}/blogs/${slug}`)).status).toBe(404)
  })

  it('shows staff a draft in draft mode with an answer no cache may keep (nor the offline reader, mayKeepForReading)', async () => {
    const slug = `draft-preview-${Date.now()}`
    const id = await createDraftPost(slug)
    const preview = await fetch(`${baseUrl()}/api/preview?collection=posts&id=${id}&locale=en-in`, {
      headers: await loginHeaders(ADMIN.email, ADMIN.password),
      redirect: 'manual',
    })
    expect(preview.headers.get('location')).toMatch(new RegExp(`/blogs/${slug}$`))
    const draftCookie = preview.headers
      .getSetCookie()
      .find((c) => c.startsWith('__prerender_bypass='))!
      .split(';')[0]!
    const page = await fetch(`${baseUrl()}/blogs/${slug}`, { headers: { cookie: draftCookie } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`Draft ${slug}`)
    expect(mayKeepForReading(page.headers.get('cache-control'))).toBe(false)
  })

  it('publishes a scheduled post when its time comes, and the site shows it on the next request', async () => {
    const slug = `scheduled-${Date.now()}`
    const id = await createDraftPost(slug)
    expect((await fetch(`${baseUrl()}/blogs/${slug}`)).status).toBe(404)
    expect(await warmCachedPage(`${baseUrl()}/blogs`)).not.toContain(`Draft ${slug}`)
    // What the admin's "Schedule publish" queues: a schedulePublish job due in two seconds.
    await sql(`INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'schedulePublish', 'default', now() + interval '2 seconds')`, [
      JSON.stringify({ type: 'publish', doc: { relationTo: 'posts', value: String(id) } }),
    ])
    expect(await anonymousFinds(slug)).toBe(0)
    await waitFor(async () => (await anonymousFinds(slug)) === 1)
    await waitFor(async () => (await fetch(`${baseUrl()}/blogs/${slug}`)).status === 200)
    expect(await (await fetch(`${baseUrl()}/blogs`)).text()).toContain(`Draft ${slug}`)
  })
})

describe('feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false })

  it.each(['en-in', 'es-mx'])('serves RSS 2.0 and Atom of %s blog posts and news that parse', async (edition) => {
    for (const section of ['blogs', 'news']) {
      const rss = await fetch(`${baseUrl()}/feeds/${edition}/${section}.rss`)
      expect(rss.headers.get('content-type')).toContain('application/rss+xml')
      const channel = parser.parse(await rss.text()).rss.channel
      expect(channel.item.length).toBeGreaterThanOrEqual(5)
      expect(channel.language).toBe(edition === 'es-mx' ? 'es-MX' : 'en-IN')
      for (const item of channel.item) expect(item.link).toMatch(new RegExp(`^${baseUrl()}${edition === 'es-mx' ? '/es-mx' : ''}/${section}/[a-z0-9-]+$`))
      const atom = parser.parse(await (await fetch(`${baseUrl()}/feeds/${edition}/${section}.atom`)).text()).feed
      expect(atom.entry.length).toBe(channel.item.length)
    }
  })

  it('is linked from the list page and absent where the edition has no such section', async () => {
    expect(await (await fetch(`${baseUrl()}/es-mx/blogs`)).text()).toContain('href="/feeds/es-mx/blogs.rss"')
    expect((await fetch(`${baseUrl()}/feeds/en-us/blogs.rss`)).status).toBe(404)
    expect((await fetch(`${baseUrl()}/feeds/en-in/other.rss`)).status).toBe(404)
  })
})

describe('sitemaps', () => {
  it('has an index of child sitemaps of at most 100 addresses that cover pages, resources, categories and HSN pages', async () => {
    const index = await parseSitemapIndex(Readable.from([await (await fetch(`${baseUrl()}/sitemap.xml`)).text()]))
    expect(index.length).toBeGreaterThan(1)
    index.forEach((child, position) => expect(child.url).toBe(`${baseUrl()}/sitemaps/${position + 1}.xml`))
    const child = async (n: number) => parseSitemap(Readable.from([await (await fetch(index[n - 1]!.url)).text()]))
    // Every child up to the first with an HSN code page (the content from the CMS, then the HSN chapters), a pair
    // from the middle and the last: each seam of the paging is read (the HSN pages, thousands, are read by range).
    const isCodePage = (item: { url: string }) => /\/hsn-code\/\d+$/.test(item.url)
    const children = [await child(1)]
    while (!children.at(-1)!.some(isCodePage)) children.push(await child(children.length + 1))
    const middle = Math.floor((children.length + index.length) / 2)
    const hsnChildren = await Promise.all([middle, middle + 1, index.length].map(child))
    const urls: string[] = []
    for (const items of [...children, ...hsnChildren]) {
      expect(items.length).toBeLessThanOrEqual(SITEMAP_PAGE_SIZE)
      expect(items.length).toBeGreaterThan(0)
      for (const item of items) expect(item.links?.length ?? 0).toBeGreaterThanOrEqual(1)
      for (const item of items) expect(Date.parse(item.lastmod ?? ''), `${item.url} lastmod`).toBeLessThanOrEqual(Date.now())
      urls.push(...items.map((i) => i.url))
    }
    expect(new Set(urls).size).toBe(urls.length)
    for (const items of children.slice(0, -1)) expect(items).toHaveLength(SITEMAP_PAGE_SIZE)
    expect(hsnChildren.slice(0, 2).every((items) => items.length === SITEMAP_PAGE_SIZE)).toBe(true)
    // Consecutive children continue the HSN codes in order.
    const code = (item: { url: string }) => /\/hsn-code\/(\d+)$/.exec(item.url)![1]!
    expect(code(hsnChildren[0]!.at(-1)!) <= code(hsnChildren[1]![0]!)).toBe(true)
    expect((await fetch(`${baseUrl()}/sitemaps/${index.length + 1}.xml`)).status).toBe(404)
    for (const path of ['/export-factoring', '/blogs', '/es-mx/blogs', '/en-us/case-studies', '/export-factoring-finsight'])
      expect(urls).toContain(`${baseUrl()}${path}`)
    expect(urls.some((u) => /\/blogs\/category\/\d+\/[a-z-]+$/.test(u))).toBe(true)
    expect(urls.some((u) => /\/es-mx\/blogs\/[a-z0-9-]+$/.test(u))).toBe(true)
    expect(urls.some((u) => /\/en-us\/webinars\/[a-z0-9-]+$/.test(u))).toBe(true)
    expect(urls).toContain(`${baseUrl()}/hsn-code/chapter/9`)
    expect(hsnChildren.flat().every(isCodePage)).toBe(true)
    // Thousands of HSN code pages in all: everything after the content children is HSN pages.
    expect((index.length - children.length) * SITEMAP_PAGE_SIZE).toBeGreaterThan(10_000)
  })

  it("dates a list by its newest item and a tool by its data's import", async () => {
    const index = await parseSitemapIndex(Readable.from([await (await fetch(`${baseUrl()}/sitemap.xml`)).text()]))
    const items = (await Promise.all(index.slice(0, 3).map(async (c) => parseSitemap(Readable.from([await (await fetch(c.url)).text()]))))).flat()
    const lastmod = (path: string) => items.find((i) => i.url === `${baseUrl()}${path}`)?.lastmod
    const posts = (await (await fetch(`${baseUrl()}/api/posts?where[kind][equals]=blog&sort=-updatedAt&limit=1&depth=0`)).json()) as {
      docs: { updatedAt: string }[]
    }
    expect(lastmod('/blogs')).toBe(posts.docs[0]!.updatedAt)
    const [hsn] = await sql<{ imported_at: Date }>("SELECT max(imported_at) AS imported_at FROM reference.dataset_versions WHERE dataset = 'india-hsn'")
    expect(lastmod('/hsn-code')).toBe(hsn!.imported_at.toISOString())
  })
})

describe('gated downloads', () => {
  const form = (documentKey: string) => ({
    name: 'Asha Verma',
    email: 'asha@tiruppur-knits.example',
    documentKey,
    referralCode: '',
    sourceUrl: `${baseUrl()}/blogs`,
    startedAt: Date.now() - 10_000,
  })

  it('answers a valid submission with a short-lived link to the file, and refuses the file without one', async () => {
    const { status, json } = await post('/api/forms/blog-download', form('proforma-invoice'))
    expect(status).toBe(200)
    const download = json?.result?.download as { url: string; fileName: string }
    expect(download.fileName).toMatch(/\.pdf$/)
    const file = await fetch(`${baseUrl()}${download.url}`)
    expect(file.status).toBe(200)
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const url = new URL(download.url, baseUrl())
    expect((await fetch(`${baseUrl()}${url.pathname}`)).status).toBe(403)
    url.searchParams.set('signature', `${url.searchParams.get('signature')?.slice(0, -2)}xx`)
    expect((await fetch(url)).status).toBe(403)
    url.searchParams.set('expires', '1000')
    expect([403, 410]).toContain((await fetch(url)).status)
    expect((await fetch(`${baseUrl()}/api/documents/file/${download.fileName}`)).status).toBeGreaterThanOrEqual(401)
  })

  it('refuses an unknown document before storing anything', async () => {
    const { status, json } = await post('/api/forms/blog-download', form('no-such-document'))
    expect(status).toBe(400)
    expect(json?.error?.fields?.documentKey).toBeTruthy()
  })

  it('gives only a document that something published offers, whatever key is sent', async () => {
    const { Authorization } = await loginHeaders(ADMIN.email, ADMIN.password)
    const upload = new FormData()
    const pdf = await PDFDocument.create()
    pdf.addPage()
    upload.append('file', new Blob([Buffer.from(await pdf.save())], { type: 'application/pdf' }), 'internal-price-list.pdf')
    upload.append('_payload', JSON.stringify({ title: 'Internal price list', key: `internal-price-list-${Date.now()}` }))
    const stored = await fetch(`${baseUrl()}/api/documents`, { method: 'POST', headers: { Authorization }, body: upload })
    expect(stored.status, await stored.clone().text()).toBe(201)
    const { doc } = (await stored.json()) as { doc: { id: number; key: string } }
    try {
      const { status, json } = await post('/api/forms/blog-download', form(doc.key))
      expect(status).toBe(400)
      expect(json?.result?.download).toBeUndefined()
    } finally {
      await fetch(`${baseUrl()}/api/documents/${doc.id}`, { method: 'DELETE', headers: { Authorization } })
    }
  })
})
