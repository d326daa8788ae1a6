import { afterAll, describe, expect, it } from 'vitest'
import esMx from '../../messages/es-mx.json'
import { ADMIN, baseUrl, loginHeaders, warmCachedPage } from '../setup/system'

type NavItem = { id?: string; label: string; href?: string | null; columns?: unknown[] }

describe('CMS edits', () => {
  const restores: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    for (const restore of restores) await restore()
  })

  it('shows a header menu change on the next request, in that edition only', async () => {
    const auth = await loginHeaders(ADMIN.email, ADMIN.password)
    // Warm the caches first (Next's and the web process's store of whole pages), so the test proves revalidation rather than a cold read.
    expect(await warmCachedPage(`${baseUrl()}/es-mx`)).toContain('Contacto')
    expect(await warmCachedPage(`${baseUrl()}/`)).not.toContain('Hablemos hoy')

    const current = (await (await fetch(`${baseUrl()}/api/globals/header?locale=es-mx&depth=0`, { headers: auth })).json()) as { navItems: NavItem[] }
    const original = current.navItems
    const renamed = original.map((item) => (item.href === '/contact-us' ? { ...item, label: 'Hablemos hoy' } : item))
    const save = async (navItems: NavItem[]) => {
      const response = await fetch(`${baseUrl()}/api/globals/header?locale=es-mx`, { method: 'POST', headers: auth, body: JSON.stringify({ navItems }) })
      expect(response.status).toBe(200)
    }
    await save(renamed)
    restores.push(() => save(original))

    const mexico = await (await fetch(`${baseUrl()}/es-mx`)).text()
    expect(mexico).toContain('Hablemos hoy')
    const india = await (await fetch(`${baseUrl()}/`)).text()
    expect(india).not.toContain('Hablemos hoy')
  })

  it('shows an image’s new alternative text on the next request, on a page that shows the image', async () => {
    const auth = await loginHeaders(ADMIN.email, ADMIN.password)
    const list = await warmCachedPage(`${baseUrl()}/blogs`)
    const filename = list.match(/src="\/api\/media\/file\/([^"?]+)"/)![1]!
    const found = await fetch(`${baseUrl()}/api/media?where[filename][equals]=${encodeURIComponent(filename)}&depth=0&locale=en-in`)
    const { id, alt } = ((await found.json()) as { docs: { id: number; alt: string }[] }).docs[0]!
    const describeImage = (text: string) =>
      fetch(`${baseUrl()}/api/media/${id}?locale=en-in`, { method: 'PATCH', headers: auth, body: JSON.stringify({ alt: text }) })
    expect((await describeImage('A cover an editor has just described anew')).status).toBe(200)
    restores.push(() => describeImage(alt))

    expect(await (await fetch(`${baseUrl()}/blogs`)).text()).toContain('alt="A cover an editor has just described anew"')
  })

  it('shows a gated document’s new title on the next request, on the post that offers it', async () => {
    const auth = await loginHeaders(ADMIN.email, ADMIN.password)
    const offering = await fetch(`${baseUrl()}/api/posts?where[download][exists]=true&where[kind][equals]=blog&locale=en-in&depth=0&limit=1`)
    const { slug, download } = ((await offering.json()) as { docs: { slug: string; download: number }[] }).docs[0]!
    const path = `${baseUrl()}/blogs/${slug}`
    await warmCachedPage(path)
    const document = `${baseUrl()}/api/documents/${download}?locale=en-in`
    const { title } = (await (await fetch(`${document}&depth=0`, { headers: auth })).json()) as { title: string }
    const retitle = (text: string) => fetch(document, { method: 'PATCH', headers: auth, body: JSON.stringify({ title: text }) })
    expect((await retitle('A checklist an editor has just renamed')).status).toBe(200)
    restores.push(() => retitle(title))

    expect(await (await fetch(path)).text()).toContain('A checklist an editor has just renamed')
  })
})

describe('CMS access', () => {
  it('lets anonymous visitors read published content but not change it', async () => {
    expect((await fetch(`${baseUrl()}/api/pages?limit=1`)).status).toBe(200)
    const create = await fetch(`${baseUrl()}/api/pages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x', path: '/x', editions: ['en-in'], layout: [] }),
    })
    expect(create.status).toBe(403)
    expect((await fetch(`${baseUrl()}/api/globals/header`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).status).toBe(403)
  })

  it('answers HEAD on an uploaded file as GET without the body', async () => {
    const { docs } = (await (await fetch(`${baseUrl()}/api/media?limit=1&depth=0`)).json()) as { docs: { url: string }[] }
    // Site-relative: pages load their files from whatever address serves them.
    expect(docs[0]!.url).toMatch(/^\/api\/media\/file\//)
    const file = new URL(docs[0]!.url, baseUrl())
    const get = await fetch(file)
    const head = await fetch(file, { method: 'HEAD' })
    expect(get.status).toBe(200)
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
    expect((await get.arrayBuffer()).byteLength).toBeGreaterThan(0)
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  it('lets browsers and the HTTP cache keep public images, and no cache keep a document only staff may read', async () => {
    const { docs: media } = (await (await fetch(`${baseUrl()}/api/media?limit=1&depth=0`)).json()) as { docs: { url: string }[] }
    const image = await fetch(new URL(media[0]!.url, baseUrl()))
    expect(image.status).toBe(200)
    expect(image.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=31536000')
    const admin = await loginHeaders(ADMIN.email, ADMIN.password)
    const { docs: documents } = (await (await fetch(`${baseUrl()}/api/documents?limit=1&depth=0`, { headers: admin })).json()) as { docs: { url: string }[] }
    const document = await fetch(new URL(documents[0]!.url, baseUrl()), { headers: admin })
    expect(document.status).toBe(200)
    expect(document.headers.get('cache-control')).toBe('private, no-store')
  })

  it('lets a browser or the HTTP cache revalidate an image it holds instead of downloading it again', async () => {
    const { docs } = (await (await fetch(`${baseUrl()}/api/media?limit=1&depth=0`)).json()) as { docs: { url: string }[] }
    const file = new URL(docs[0]!.url, baseUrl())
    const first = await fetch(file)
    const etag = first.headers.get('etag')!
    const lastModified = first.headers.get('last-modified')!
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)
    expect(new Date(lastModified).getTime()).not.toBeNaN()

    for (const [method, conditions] of [
      ['GET', { 'if-none-match': etag }],
      ['HEAD', { 'if-none-match': `"another-version", ${etag}` }],
      ['GET', { 'if-modified-since': lastModified }],
    ] as const) {
      const held = await fetch(file, { method, headers: conditions })
      expect(held.status, `${method} ${JSON.stringify(conditions)}`).toBe(304)
      expect(held.headers.get('etag')).toBe(etag)
      expect(held.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=31536000')
      expect((await held.arrayBuffer()).byteLength).toBe(0)
    }
    const changed = await fetch(file, { headers: { 'if-none-match': '"another-version"' } })
    expect(changed.status).toBe(200)
    expect(Buffer.from(await changed.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true)
    // Payload still decides who may read a file: a staff-only document is refused before any validator is read.
    const { docs: documents } = (await (
      await fetch(`${baseUrl()}/api/documents?limit=1&depth=0`, { headers: await loginHeaders(ADMIN.email, ADMIN.password) })
    ).json()) as { docs: { url: string }[] }
    expect((await fetch(new URL(documents[0]!.url, baseUrl()), { headers: { 'if-none-match': '*' } })).status).toBe(403)
  })

  it('answers 404 for an uploaded file that is not on disk, to visitors and staff alike', async () => {
    for (const method of ['GET', 'HEAD']) {
      const media = await fetch(`${baseUrl()}/api/media/file/no-such-image.png`, { method })
      expect(media.status).toBe(404)
    }
    const missing = await fetch(`${baseUrl()}/api/media/file/no-such-image.png`)
    expect(await missing.json()).toEqual({ errors: [{ message: 'The requested resource was not found.' }] })
    const admin = await loginHeaders(ADMIN.email, ADMIN.password)
    expect((await fetch(`${baseUrl()}/api/documents/file/no-such-document.pdf`, { headers: admin })).status).toBe(404)
    expect((await fetch(`${baseUrl()}/api/documents/file/no-such-document.pdf`)).status).toBe(403)
  })

  it('answers 404, not 501, for the tables Payload keeps without REST endpoints', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await fetch(`${baseUrl()}/api/payload-migrations`, { method })
      expect(response.status, method).toBe(404)
      expect(await response.json()).toEqual({ message: 'Route not found "/api/payload-migrations"' })
    }
  })

  it('answers a POST standing for a GET with a body that is not JSON with a localized 400, and still serves a readable one', async () => {
    const override = (body: string, language = 'en-IN', query = '') =>
      fetch(`${baseUrl()}/api/pages${query}`, {
        method: 'POST',
        headers: { 'X-Payload-HTTP-Method-Override': 'GET', 'Content-Type': 'application/json', 'Accept-Language': language },
        body,
      })
    const broken = await override('{"where":', 'es-MX')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ errors: [{ message: esMx.LeadForms.messages.requestUnreadable }] })
    const readable = await override(JSON.stringify({ locale: 'es-mx' }))
    expect(readable.status).toBe(200)
    expect(((await readable.json()) as { docs: unknown[] }).docs.length).toBeGreaterThan(0)
    // A query in the URL and none in the body: Payload would have lost the locale (a TypeError, 500).
    const queried = await override('{"depth":0}', 'en-IN', '?where%5Btitle%5D%5Blike%5D=Mexic')
    expect(queried.status).toBe(200)
    expect(((await queried.json()) as { docs: { title: string }[] }).docs.every((doc) => /mexic/i.test(doc.title))).toBe(true)
  })

  it('hides staff accounts from anonymous visitors', async () => {
    const response = await fetch(`${baseUrl()}/api/users`)
    expect(response.status).toBe(403)
  })

  it('lets an editor manage content but not staff accounts', async () => {
    const admin = await loginHeaders(ADMIN.email, ADMIN.password)
    const email = `editor-${Date.now()}@northwind.example`
    const password = 'editor-password-123'
    const created = await fetch(`${baseUrl()}/api/users`, { method: 'POST', headers: admin, body: JSON.stringify({ email, password, roles: ['editor'] }) })
    expect(created.status).toBe(201)
    const editor = await loginHeaders(email, password)
    const loans = await fetch(`${baseUrl()}/api/business-loans`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ url: 'business-loans/editor-test', data: { bannerData: { title: 'Editor test' } } }),
    })
    expect(loans.status).toBe(201)
    const { doc } = (await loans.json()) as { doc: { id: number } }
    expect((await fetch(`${baseUrl()}/api/business-loans/${doc.id}`, { method: 'DELETE', headers: editor })).status).toBe(200)
    const promote = await fetch(`${baseUrl()}/api/users`, {
      method: 'POST',
      headers: editor,
      body: JSON.stringify({ email: `x${email}`, password, roles: ['admin'] }),
    })
    expect(promote.status).toBe(403)
  })

  it('keeps a business loan’s url a path on the site: a full address on it is stored as its path, another host is refused', async () => {
    const admin = await loginHeaders(ADMIN.email, ADMIN.password)
    const create = (url: string) =>
      fetch(`${baseUrl()}/api/business-loans`, { method: 'POST', headers: admin, body: JSON.stringify({ url, data: { bannerData: { title: 'Url test' } } }) })
    const refused = await create('https://other.example/business-loans/url-test')
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('A path of this site, e.g. business-loans/gst-business-loan, or an address on it.')
    const pasted = await create(`${baseUrl()}/business-loans/url-test`)
    expect(pasted.status).toBe(201)
    const { doc } = (await pasted.json()) as { doc: { id: number; url: string } }
    try {
      expect(doc.url).toBe('business-loans/url-test')
    } finally {
      await fetch(`${baseUrl()}/api/business-loans/${doc.id}`, { method: 'DELETE', headers: admin })
    }
  })

  it('gives a duplicated post an address of its own in every edition, so it can be published', async () => {
    const admin = await loginHeaders(ADMIN.email, ADMIN.password)
    const { docs } = (await (await fetch(`${baseUrl()}/api/posts?limit=1&depth=0&locale=all`, { headers: admin })).json()) as {
      docs: { id: number; slug: Record<string, string> }[]
    }
    const original = docs[0]!
    const duplicated = await fetch(`${baseUrl()}/api/posts/${original.id}/duplicate?locale=all&depth=0`, { method: 'POST', headers: admin })
    expect(duplicated.status).toBe(200)
    const { doc: copy } = (await duplicated.json()) as { doc: { id: number; slug: Record<string, string> } }
    try {
      expect(copy.slug).toEqual(Object.fromEntries(Object.entries(original.slug).map(([edition, slug]) => [edition, slug ? `${slug}-copy` : slug])))
      // Published in an edition the original is written in (another edition's required fields may be empty).
      const edition = Object.keys(original.slug)[0]!
      const published = await fetch(`${baseUrl()}/api/posts/${copy.id}?depth=0&locale=${edition}`, {
        method: 'PATCH',
        headers: admin,
        body: JSON.stringify({ _status: 'published' }),
      })
      expect(published.status, await published.clone().text()).toBe(200)
    } finally {
      await fetch(`${baseUrl()}/api/posts/${copy.id}`, { method: 'DELETE', headers: admin })
    }
  })

  it('rejects a page path with an edition prefix, with a clear message on the field, where the admin shows it', async () => {
    const admin = await loginHeaders(ADMIN.email, ADMIN.password)
    const response = await fetch(`${baseUrl()}/api/pages`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({
        title: 'Bad',
        path: '/es-mx/bad',
        editions: ['es-mx'],
        layout: [{ blockType: 'hero', headline: 'Bad' }],
      }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0]?.message).toMatch(/invalid: Path$/)
    // The admin marks a field from the error's `data` (lost when the server build held more than one copy of Payload).
    expect(body.errors[0]).toMatchObject({
      name: 'ValidationError',
      data: { collection: 'pages', errors: [{ path: 'path', message: 'Leave out the edition prefix; tick the editions instead.' }] },
    })
    expect((await fetch(`${baseUrl()}/api/pages?where[path][equals]=/es-mx/bad`, { headers: admin }).then((r) => r.json())).totalDocs).toBe(0)
  })
})
