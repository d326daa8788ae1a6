import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import enIn from '../../messages/en-in.json'
import esMx from '../../messages/es-mx.json'
import { ADMIN, baseUrl, sql } from '../setup/system'
import { openContext, useBrowser } from './browser'

const browser = useBrowser()
const EDITIONS = [
  { edition: 'en-in', prefix: '', lang: 'en-IN', t: enIn },
  { edition: 'es-mx', prefix: '/es-mx', lang: 'es-MX', t: esMx },
] as const

/** Site-relative addresses in the offline-reading caches, by cache name. */
async function cached(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const entries = await Promise.all(
      (await caches.keys()).map(async (name) => [name, (await (await caches.open(name)).keys()).map((r) => r.url.replace(location.origin, ''))] as const),
    )
    return Object.fromEntries(entries)
  })
}

async function waitUntilSaved(page: Page, path: string) {
  await expect
    .poll(async () => Object.entries(await cached(page)).some(([name, urls]) => name.startsWith('offline-reading-pages-') && urls.includes(path)), {
      timeout: 20_000,
    })
    .toBe(true)
}

describe('offline reading of the blog', () => {
  for (const { edition, prefix, lang, t } of EDITIONS) {
    it(`opens the posts read and the list they came from without a network, and an offline page for the rest (${edition})`, async () => {
      const { context, page, outside } = await openContext(browser())
      await page.goto(`${baseUrl()}${prefix}/blogs`)
      // The worker installs after the first page has loaded, scoped to the edition's blog, and saves that page.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 })
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${baseUrl()}${prefix}/blogs`)
      await waitUntilSaved(page, `${prefix}/blogs`)

      const posts = await page
        .locator(`main a[href^="${prefix}/blogs/"]:not([href*="/category/"])`)
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))])
      expect(posts.length).toBeGreaterThan(1)
      await page.locator(`main a[href="${posts[0]}"]`).first().click()
      await page.waitForURL(`${baseUrl()}${posts[0]}`)
      const title = await page.locator('main h1').innerText()
      await waitUntilSaved(page, posts[0]!)

      await context.setOffline(true)
      await page.reload()
      expect(await page.locator('main h1').innerText()).toBe(title)
      await page.goto(`${baseUrl()}${prefix}/blogs`)
      expect(await page.locator('main h1').innerText()).toBe(t.Resources.sections.blogs)
      await page.goto(`${baseUrl()}${posts[1]}`)
      expect(await page.locator('h1').innerText()).toBe(t.OfflineReading.title)
      expect(await page.getAttribute('html', 'lang')).toBe(lang)
      // Anything else is not the worker's: the browser fails as it would without it.
      await expect(page.goto(`${baseUrl()}${prefix}/contact-us`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/)
      await context.setOffline(false)

      // Only blog pages, build files and cover images are ever stored.
      await page.goto(`${baseUrl()}${prefix}/blogs`)
      await page.evaluate(() => fetch('/api/captcha/challenge?action=lead').then((r) => r.text()))
      const urls = Object.entries(await cached(page)).flatMap(([name, list]) => (name.startsWith('offline-reading-') ? list : []))
      expect(urls.filter((u) => !/^(\/es-mx)?\/blogs(\/|\?|$)|^\/_next\/static\/|^\/api\/media\/file\//.test(u))).toEqual([])
      expect(outside).toEqual([])
      await context.close()
    })
  }

  it('never saves a page shown in draft mode, so no draft is shown offline after the editor leaves', async () => {
    const [post, other] = await sql<{ id: number; slug: string }>(
      `SELECT p.id, l.slug FROM posts p JOIN posts_locales l ON l._parent_id = p.id AND l._locale = 'en-in'
        JOIN posts_editions e ON e.parent_id = p.id AND e.value = 'en-in'
        WHERE p.kind = 'blog' AND p._status = 'published' AND l.slug IS NOT NULL ORDER BY p.id LIMIT 2`,
    )
    const draftPath = `/blogs/${post!.slug}`
    const { context, page } = await openContext(browser())
    await page.goto(`${baseUrl()}/blogs`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 })
    await waitUntilSaved(page, '/blogs')

    expect((await context.request.post(`${baseUrl()}/api/users/login`, { data: ADMIN })).status()).toBe(200)
    const preview = await page.goto(`${baseUrl()}/api/preview?collection=posts&id=${post!.id}&locale=en-in`)
    expect(page.url()).toBe(`${baseUrl()}${draftPath}`)
    expect(preview!.headers()['cache-control']).toMatch(/no-store|private/)

    // The editor leaves draft mode and reads a published post, which is saved after the draft page was fetched.
    await context.clearCookies()
    await page.goto(`${baseUrl()}/blogs/${other!.slug}`)
    await waitUntilSaved(page, `/blogs/${other!.slug}`)
    expect(Object.values(await cached(page)).flat()).not.toContain(draftPath)

    await context.setOffline(true)
    await page.goto(`${baseUrl()}${draftPath}`)
    expect(await page.locator('h1').innerText()).toBe(enIn.OfflineReading.title)
    await context.close()
  })

  it('is not registered outside the blog', async () => {
    const { context, page } = await openContext(browser())
    for (const path of ['/', '/news', '/es-mx/contact-us']) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
      await page.waitForTimeout(1500)
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), path).toBe(0)
    }
    await context.close()
  })
})
