import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import enIn from '../../messages/en-in.json'
import enUs from '../../messages/en-us.json'
import esMx from '../../messages/es-mx.json'
import { POSTS } from '../../scripts/seed/content/resources'
import { MINIMUM_FILL_MS } from '../../src/features/lead-capture/forms/constants'
import { baseUrl } from '../setup/system'
import { DESKTOP, MOBILE, openContext, useBrowser } from './browser'
import { desktopMenuLinks } from './main-menu'
import { switcherEntries } from './switcher'

const browser = useBrowser()
const MESSAGES = { 'en-in': enIn, 'es-mx': esMx, 'en-us': enUs } as const
type Edition = keyof typeof MESSAGES
const PREFIX: Record<Edition, string> = { 'en-in': '', 'es-mx': '/es-mx', 'en-us': '/en-us' }
const SEEDED_SLUGS = new Set(POSTS.flatMap((post) => Object.values(post.content).map((content) => content!.slug)))

/** The addresses of the items a list page links to (cards and chips), in page order. */
async function linksUnder(page: Page, pathPrefix: string): Promise<string[]> {
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
  return [...new Set(hrefs.filter((h) => h.startsWith(pathPrefix) && h.length > pathPrefix.length && !h.includes('?')))]
}

/** The switcher's entries by edition name: the link's address, 'current' or 'disabled'. */
async function switcherStates(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries((await switcherEntries(page)).map((e) => [e.text, e.href ?? e.state]))
}

describe('resource routes', () => {
  const SECTIONS: Record<Edition, string[]> = {
    'en-in': ['/blogs', '/news', '/events', '/webinars', '/videos', '/case-studies', '/resources', '/export-factoring-finsight', '/business-loan-finsight'],
    'es-mx': ['/blogs', '/news', '/events', '/webinars', '/videos', '/case-studies', '/resources', '/export-factoring-finsight', '/import-factoring-finsight'],
    'en-us': ['/events', '/webinars', '/videos', '/case-studies', '/resources', '/vendor-financing-finsight', '/import-factoring-finsight'],
  }
  for (const edition of ['en-in', 'es-mx', 'en-us'] as const) {
    it(`serve each list and its first item in the edition's language, linked from the menus (${edition})`, async () => {
      const { context, page, outside } = await openContext(browser())
      for (const section of SECTIONS[edition]) {
        const url = `${baseUrl()}${PREFIX[edition]}${section}`
        expect((await page.goto(url))?.status(), url).toBe(200)
        expect(await page.getAttribute('html', 'lang'), url).toBe({ 'en-in': 'en-IN', 'es-mx': 'es-MX', 'en-us': 'en-US' }[edition])
        expect(await page.locator('main h1').count(), url).toBe(1)
        if (section === '/resources') continue
        const [item] = await linksUnder(page, `${PREFIX[edition]}${section}/`)
        expect(item, `${url} lists nothing`).toBeDefined()
        expect((await page.goto(`${baseUrl()}${item}`))?.status(), item).toBe(200)
        expect(await page.locator('main h1').count(), item).toBe(1)
      }
      await page.setViewportSize(DESKTOP)
      const menuLinks = await desktopMenuLinks(page)
      expect(menuLinks).toContain(`${PREFIX[edition]}${edition === 'en-us' ? '/case-studies' : '/blogs'}`)
      expect(outside).toEqual([])
      await context.close()
    })
  }

  it('answer 404 where the edition does not carry the section', async () => {
    for (const path of [
      '/en-us/export-factoring-finsight',
      '/es-mx/business-loan-finsight',
      '/crypto-finsight',
      '/finsight-route/export-factoring',
      '/blogs/no-such-post',
      '/es-mx/events/no-such-event',
    ]) {
      expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(404)
    }
  })
})

describe('blog and news lists', () => {
  for (const edition of ['en-in', 'es-mx'] as const) {
    it(`pages through the blog and opens a category, without script and without outside requests (${edition})`, async () => {
      const t = MESSAGES[edition].Resources
      const { context, page, outside } = await openContext(browser(), edition === 'es-mx' ? MOBILE : DESKTOP)
      const list = await page.goto(`${baseUrl()}${PREFIX[edition]}/blogs`)
      expect(list?.status()).toBe(200)
      expect(await page.locator('main h1').innerText()).toBe(t.sections.blogs)
      const firstPage = await linksUnder(page, `${PREFIX[edition]}/blogs/`)
      const posts = firstPage.filter((h) => !h.includes('/category/'))
      expect(posts.length).toBe(12)
      await page
        .getByRole('navigation', { name: t.pagination.label })
        .getByRole('link', { name: t.pagination.page.replace('{page}', '2') })
        .click()
      await page.waitForURL(`${baseUrl()}${PREFIX[edition]}/blogs?page=2`)
      expect(await page.locator('link[rel="prev"]').getAttribute('href')).toBe(`${PREFIX[edition]}/blogs`)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl()}${PREFIX[edition]}/blogs?page=2`)
      const secondPage = (await linksUnder(page, `${PREFIX[edition]}/blogs/`)).filter((h) => !h.includes('/category/'))
      expect(secondPage.some((h) => posts.includes(h))).toBe(false)
      // A category chip leads to its list; a wrong slug redirects to the right one; an unknown id is a 404.
      const chip = page.getByRole('navigation', { name: t.list.categories }).getByRole('link').nth(1)
      const chipName = await chip.innerText()
      await chip.click()
      const categoryUrl = new URL(page.url())
      expect(categoryUrl.pathname).toMatch(/\/blogs\/category\/\d+\/[a-z0-9-]+$/)
      expect(await page.locator('main h1').innerText()).toContain(chipName)
      const wrongSlug = categoryUrl.pathname.replace(/[a-z0-9-]+$/, 'wrong-slug')
      const redirected = await page.goto(`${baseUrl()}${wrongSlug}`)
      expect(redirected?.url()).toBe(`${baseUrl()}${categoryUrl.pathname}`)
      const unknown = await page.goto(`${baseUrl()}${PREFIX[edition]}/blogs/category/999999/none`)
      expect(unknown?.status()).toBe(404)
      for (const bad of ['?page=99', '?page=0', '?page=abc']) expect((await page.goto(`${baseUrl()}${PREFIX[edition]}/blogs${bad}`))?.status()).toBe(404)
      expect(outside).toEqual([])
      await context.close()
    })
  }

  it('leads through the switcher to a category only where the other edition has it, under its slug there', async () => {
    const { context, page } = await openContext(browser())
    await page.goto(`${baseUrl()}/blogs`)
    const chips = await page
      .getByRole('navigation', { name: enIn.Resources.list.categories })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    const shared = chips.find((href) => href.endsWith('/export-finance'))!
    const indiaOnly = chips.find((href) => href.endsWith('/working-capital'))!
    await page.goto(`${baseUrl()}${shared}`)
    const mexico = shared.replace(/^\/blogs\/category\/(\d+)\/.*$/, '/es-mx/blogs/category/$1/financiamiento-de-exportaciones')
    expect(await switcherStates(page)).toEqual({ India: 'current', México: mexico })
    expect(await page.locator('link[rel="alternate"][hreflang="es-MX"]').getAttribute('href')).toBe(`${baseUrl()}${mexico}`)
    expect((await page.goto(`${baseUrl()}${mexico}`))?.status()).toBe(200)
    await page.goto(`${baseUrl()}${indiaOnly}`)
    expect(await switcherStates(page)).toEqual({ India: 'current', México: 'disabled' })
    expect(await page.locator('link[rel="alternate"][hreflang="es-MX"]').count()).toBe(0)
    await context.close()
  })

  it('sends the USA edition’s blog and news readers to India’s', async () => {
    for (const section of ['blogs', 'news']) {
      const response = await fetch(`${baseUrl()}/en-us/${section}`, { redirect: 'manual' })
      expect(response.status).toBe(308)
      expect(response.headers.get('location')).toBe(`/${section}`)
    }
  })
})

describe('a post', () => {
  it('shows author, dates, contents, share links, related posts and the country switcher rules (en-in, es-mx)', async () => {
    const { context, page, outside } = await openContext(browser())
    for (const edition of ['en-in', 'es-mx'] as const) {
      const t = MESSAGES[edition].Resources
      await page.goto(`${baseUrl()}${PREFIX[edition]}/blogs`)
      // A seeded guide (posts other tests publish have no headings, so no table of contents).
      const post = (await linksUnder(page, `${PREFIX[edition]}/blogs/`)).find((h) => SEEDED_SLUGS.has(h.split('/').pop()!))
      const response = await page.goto(`${baseUrl()}${post}`)
      expect(response?.status()).toBe(200)
      await expect.poll(() => page.locator('main').getByText(t.post.by.replace('{name}', ''), { exact: false }).count()).toBeGreaterThan(0)
      const contents = page.getByRole('navigation', { name: t.post.contents }).first()
      const firstEntry = contents.getByRole('link').first()
      const anchor = (await firstEntry.getAttribute('href')) ?? ''
      expect(await page.locator(anchor).count()).toBe(1)
      expect(await page.getByRole('link', { name: t.post.shareOn.replace('{network}', 'LinkedIn') }).getAttribute('href')).toContain(
        encodeURIComponent(`${baseUrl()}${post}`),
      )
      expect(await page.getByRole('heading', { name: t.post.related }).count()).toBe(1)
      const jsonLd = await page.locator('script[type="application/ld+json"]').allInnerTexts()
      expect(jsonLd.some((s) => JSON.parse(s)['@type'] === 'BlogPosting')).toBe(true)
      expect(jsonLd.some((s) => JSON.parse(s)['@type'] === 'BreadcrumbList')).toBe(true)
      // Blog posts of one edition only: USA hidden, the other of India and Mexico disabled.
      const states = await switcherStates(page)
      expect(Object.keys(states)).not.toContain('USA')
      expect(states[edition === 'en-in' ? 'México' : 'India']).toBe('disabled')
    }
    expect(outside).toEqual([])
    await context.close()
  })

  it('leads through the switcher to the same post in the other edition when both publish it', async () => {
    const { context, page } = await openContext(browser())
    await page.goto(`${baseUrl()}/vendor-financing-finsight`)
    const posts = await linksUnder(page, '/vendor-financing-finsight/')
    let checked = 0
    for (const post of posts) {
      await page.goto(`${baseUrl()}${post}`)
      const usa = (await switcherStates(page)).USA
      if (usa === 'disabled') continue
      expect(usa).toMatch(/^\/en-us\/vendor-financing-finsight\/[a-z0-9-]+$/)
      const there = await page.goto(`${baseUrl()}${usa}`)
      expect(there?.status()).toBe(200)
      expect((await switcherStates(page)).India).toBe(post)
      checked++
      break
    }
    expect(checked).toBe(1)
    await context.close()
  })
})

describe('events', () => {
  for (const edition of ['en-in', 'es-mx', 'en-us'] as const) {
    it(`lists upcoming events first and offers an .ics with the right start (${edition})`, async () => {
      const t = MESSAGES[edition].Resources
      const { context, page, outside } = await openContext(browser())
      await page.goto(`${baseUrl()}${PREFIX[edition]}/events`)
      const headings = await page.locator('main h2').allInnerTexts()
      expect(headings.indexOf(t.events.upcoming)).toBeLessThan(headings.indexOf(t.events.past))
      const [event] = await linksUnder(page, `${PREFIX[edition]}/events/`)
      await page.goto(`${baseUrl()}${event}`)
      const start = await page.locator('main time').first().getAttribute('datetime')
      const ics = await page.getByRole('link', { name: t.events.ics }).getAttribute('href')
      const response = await fetch(`${baseUrl()}${ics}`)
      expect(response.headers.get('content-type')).toContain('text/calendar')
      const text = (await response.text()).replace(/\r\n[ \t]/g, '')
      expect(text.match(/^BEGIN:VEVENT$/gm)).toHaveLength(1)
      const dtstart = /^DTSTART:(\d{8}T\d{6}Z)$/m.exec(text)?.[1]
      expect(dtstart).toBe(
        new Date(start!)
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, ''),
      )
      expect(await page.getByRole('heading', { name: t.events.register }).count()).toBe(1)
      expect(outside).toEqual([])
      await context.close()
    })
  }

  it('answers 404 for an event that does not exist in the edition', async () => {
    expect((await fetch(`${baseUrl()}/api/events/999999/calendar?edition=en-in`)).status).toBe(404)
    expect((await fetch(`${baseUrl()}/api/events/abc/calendar?edition=xx`)).status).toBe(404)
  })
})

describe('videos', () => {
  for (const edition of ['en-in', 'es-mx', 'en-us'] as const) {
    it(`load nothing from the provider before the click, then its privacy-enhanced player (${edition})`, async () => {
      const { context, page, outside } = await openContext(browser(), edition === 'en-us' ? MOBILE : DESKTOP)
      await page.goto(`${baseUrl()}${PREFIX[edition]}/videos`)
      const [video] = await linksUnder(page, `${PREFIX[edition]}/videos/`)
      await page.goto(`${baseUrl()}${video}`, { waitUntil: 'load' })
      await page.waitForTimeout(500)
      expect(outside).toEqual([])
      await page.locator('[data-video-facade]').click()
      const frame = page.locator('main iframe')
      await frame.waitFor()
      expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
      await expect.poll(() => outside.some((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true)
      await context.close()
    })
  }
})

describe('gated downloads', () => {
  for (const edition of ['en-in', 'es-mx'] as const) {
    it(`gives the document after a valid submission on a post, and not before (${edition})`, async () => {
      const t = MESSAGES[edition]
      const { context, page, outside } = await openContext(browser())
      // A seeded blog post of the edition that offers a document (scripts/seed/content/resources).
      const seeded = POSTS.find((post) => post.kind === 'blog' && post.download && post.content[edition])
      expect(seeded, `no seeded ${edition} blog post offers a document`).toBeDefined()
      const post = `${PREFIX[edition]}/blogs/${seeded!.content[edition]!.slug}`
      await page.goto(`${baseUrl()}${post}`)
      const heading = new RegExp(`^${t.Resources.cta.downloadHeading.replace('{title}', '')}`)
      const section = page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) })
      // The form's code loads as it comes near.
      await section.scrollIntoViewIfNeeded()
      const form = section.locator('form')
      await form.getByLabel(t.LeadForms.fields.email).waitFor()
      await form.getByLabel(t.LeadForms.fields.name).fill('Asha Verma')
      await form.getByLabel(t.LeadForms.fields.email).fill('asha@gmail.com')
      await form.getByRole('button', { name: t.LeadForms.common.download, exact: true }).click()
      await expect.poll(() => form.getByText(t.LeadForms.messages.emailRestricted).count()).toBeGreaterThan(0)
      await form.getByLabel(t.LeadForms.fields.email).fill(`asha@verma-exports-${edition}.example`)
      await page.waitForTimeout(MINIMUM_FILL_MS)
      const download = page.waitForEvent('download', { timeout: 30_000 })
      await form.getByRole('button', { name: t.LeadForms.common.download, exact: true }).click()
      const file = await (await download).path()
      const bytes = await import('node:fs/promises').then((fs) => fs.readFile(file))
      const magic = bytes.subarray(0, 4).toString('latin1')
      expect(['%PDF', 'PK\u0003\u0004']).toContain(magic)
      expect(page.url()).toBe(`${baseUrl()}${post}`)
      expect(outside).toEqual([])
      await context.close()
    })
  }
})

describe('resources search', () => {
  for (const [edition, query, expected] of [
    ['en-in', 'letters of credit', /credit/i],
    ['es-mx', 'cartas de crédito', /crédito/i],
    ['en-us', 'supplier finance', /finance|financing/i],
  ] as const) {
    it(`finds the edition's resources with its language's stemming (${edition})`, async () => {
      const t = MESSAGES[edition].Resources
      const { context, page } = await openContext(browser())
      await page.goto(`${baseUrl()}${PREFIX[edition]}/events`)
      const search = page.getByRole('search')
      await search.getByRole('searchbox', { name: t.search.label }).fill(query)
      await search.getByRole('button', { name: t.search.button }).click()
      await page.waitForURL(/\/resources\?q=/)
      const status = await page.locator('main').getByRole('status').innerText()
      expect(status).not.toMatch(/^(0|No results|Sin resultados)/)
      const titles = await page.locator('main article h2').allInnerTexts()
      expect(titles.length).toBeGreaterThan(0)
      expect(titles.some((title) => expected.test(title))).toBe(true)
      await context.close()
    })
  }
})
