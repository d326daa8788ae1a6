import { describe, expect, it } from 'vitest'
import enIn from '../../messages/en-in.json'
import { STORAGE_KEYS } from '../../src/chrome/shell/storage-keys'
import { baseUrl } from '../setup/system'
import { DESKTOP, MOBILE, openContext, useBrowser } from './browser'
import { desktopMenuLinks } from './main-menu'
import { switcherEntries } from './switcher'

const browser = useBrowser()

describe('country switcher', () => {
  it('keeps the visitor on the same page in the editions that have it', async () => {
    const { context, page } = await openContext(browser())
    await page.goto(`${baseUrl()}/import-factoring`)
    expect(await switcherEntries(page)).toEqual([
      { text: 'India', state: 'current', href: null },
      { text: 'México', state: 'link', href: '/es-mx/import-factoring' },
      { text: 'USA', state: 'link', href: '/en-us/import-factoring' },
    ])
    await page.getByRole('link', { name: 'México' }).click()
    await page.waitForURL(`${baseUrl()}/es-mx/import-factoring`)
    expect(await page.getAttribute('html', 'lang')).toBe('es-MX')
    await context.close()
  })

  it('disables the editions that lack the page', async () => {
    const { context, page } = await openContext(browser())
    await page.goto(`${baseUrl()}/es-mx/export-factoring`)
    expect(await switcherEntries(page)).toEqual([
      { text: 'India', state: 'link', href: '/export-factoring' },
      { text: 'México', state: 'current', href: null },
      { text: 'USA', state: 'disabled', href: null },
    ])
    await page.goto(`${baseUrl()}/business-loan`)
    const loan = await switcherEntries(page)
    expect(loan.find((e) => e.text === 'México')?.state).toBe('disabled')
    await context.close()
  })

  it('hides USA on India–Mexico pages', async () => {
    const { context, page } = await openContext(browser())
    await page.goto(`${baseUrl()}/es-mx/india-mexico-connect`)
    expect((await switcherEntries(page)).map((e) => e.text)).toEqual(['India', 'México'])
    await context.close()
  })

  it('closes on Escape and returns focus to its button', async () => {
    const { context, page } = await openContext(browser())
    await page.goto(`${baseUrl()}/en-us`)
    const button = page.getByRole('button', { name: /Change country/ })
    await button.click()
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true')
    await page.keyboard.press('Escape')
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false')
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
    await context.close()
  })
})

describe('desktop mega-menu', () => {
  it('opens from the keyboard and lists the India financing solutions', async () => {
    const { context, page } = await openContext(browser(), DESKTOP)
    await page.goto(baseUrl())
    const button = page.getByRole('button', { name: 'Financing Solutions' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(
      page
        .getByRole('link', { name: /Export factoring/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false')
    await context.close()
  })

  it('has a shorter menu in the USA and Mexico editions', async () => {
    const { context, page } = await openContext(browser(), DESKTOP)
    const count = async (path: string) => {
      await page.goto(`${baseUrl()}${path}`)
      return (await desktopMenuLinks(page)).length
    }
    const india = await count('/')
    expect(await count('/en-us')).toBeLessThan(india)
    expect(await count('/es-mx')).toBeLessThan(india)
    await context.close()
  })

  it('fits the header on one line from 1280 px in every edition; narrower, the menu button takes its place', async () => {
    const { context, page } = await openContext(browser(), DESKTOP)
    const header = () =>
      page.evaluate(() => {
        const row = document.querySelector('header > div')!
        const items = [...document.querySelectorAll('[data-desktop-nav] > ul > li')].map((item) => item.getBoundingClientRect())
        return {
          fits: row.scrollWidth <= row.clientWidth,
          tallestItem: Math.max(0, ...items.map((item) => item.height)),
          shown: items.some((item) => item.width > 0),
        }
      })
    for (const [path, openMenu] of [
      ['/', 'Open menu'],
      ['/es-mx', 'Abrir menú'],
      ['/en-us', 'Open menu'],
    ] as const) {
      await page.setViewportSize(DESKTOP)
      await page.goto(`${baseUrl()}${path}`)
      const wide = await header()
      expect(wide, path).toMatchObject({ fits: true, shown: true })
      expect(wide.tallestItem, `${path}: a label wrapped`).toBeLessThan(44)
      await expect(page.getByRole('button', { name: openMenu }).isVisible()).resolves.toBe(false)

      await page.setViewportSize({ width: 1100, height: 900 })
      expect(await header(), path).toMatchObject({ fits: true, shown: false })
      await expect(page.getByRole('button', { name: openMenu }).isVisible()).resolves.toBe(true)
    }
    await context.close()
  })
})

describe('mobile menu', () => {
  it('works from the keyboard: focus stays inside, Escape closes, focus returns', async () => {
    const { context, page } = await openContext(browser(), MOBILE)
    await page.goto(`${baseUrl()}/es-mx`)
    const open = page.getByRole('button', { name: 'Abrir menú' })
    await open.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Menú' })
    await expect(dialog.isVisible()).resolves.toBe(true)
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')) || document.activeElement === document.body)
      expect(inside, `focus left the menu after ${i + 1} tabs`).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog.isVisible()).resolves.toBe(false)
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true)
    await context.close()
  })

  it('lists every link of the desktop menu, from the navigation the page carries once, as data', async () => {
    const { context, page } = await openContext(browser(), DESKTOP)
    const html = await (await fetch(baseUrl())).text()
    // A panel link's description is in the RSC payload once and in no markup until a panel opens.
    expect(html.split('Up to 90% of invoice value on shipment').length - 1).toBe(1)
    await page.goto(baseUrl())
    await expect(
      page
        .locator('header')
        .getByRole('link', { name: /Export factoring/ })
        .count(),
    ).resolves.toBe(0)
    const desktop = await desktopMenuLinks(page)
    expect(desktop.length).toBeGreaterThan(5)

    await page.setViewportSize(MOBILE)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Main navigation' })
    expect(await menu.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(desktop)
    await expect(menu.getByRole('link', { name: 'Export factoring', exact: true }).isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('closes with its close button', async () => {
    const { context, page } = await openContext(browser(), MOBILE)
    await page.goto(`${baseUrl()}/en-us`)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(page.getByRole('dialog').isVisible()).resolves.toBe(false)
    await context.close()
  })
})

describe('India promo strip and app banner', () => {
  it('shows the GST promo strip in India only', async () => {
    const { context, page } = await openContext(browser())
    await page.goto(baseUrl())
    const strip = page.locator('[data-promo-strip]')
    await expect(strip.textContent()).resolves.toContain('INR 1 Cr')
    await expect(strip.getByRole('link', { name: 'Check Eligibility Now' }).getAttribute('href')).resolves.toBe('/business-loan')
    for (const path of ['/es-mx', '/en-us']) {
      await page.goto(`${baseUrl()}${path}`)
      expect(await page.locator('[data-promo-strip]').count()).toBe(0)
    }
    await context.close()
  })

  it('slides the app banner away on dismiss and keeps it away after a reload, for a day', async () => {
    const { context, page } = await openContext(browser(), MOBILE)
    await page.goto(baseUrl())
    const banner = page.locator('[data-app-banner]')
    await expect(banner.isVisible()).resolves.toBe(true)
    await expect(banner.getByRole('link', { name: 'Install' }).getAttribute('href')).resolves.toMatch(/^https:\/\//)
    await page.getByRole('button', { name: 'Dismiss app banner' }).click()
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-banner-dismissed'))
    await expect(banner.isVisible()).resolves.toBe(false)
    await page.reload()
    await expect(page.locator('[data-app-banner]').isVisible()).resolves.toBe(false)
    // After the ask-again time (86400 s) it comes back.
    await page.evaluate(([key]) => localStorage.setItem(key!, String(Date.now() - 86_401_000)), [STORAGE_KEYS.appBannerDismissedAt])
    await page.reload()
    await expect(page.locator('[data-app-banner]').isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('shows no app banner on desktop or outside India', async () => {
    const { context, page } = await openContext(browser(), DESKTOP)
    await page.goto(baseUrl())
    await expect(page.locator('[data-app-banner]').isVisible()).resolves.toBe(false)
    await context.close()
    const mobile = await openContext(browser(), MOBILE)
    await mobile.page.goto(`${baseUrl()}/en-us`)
    expect(await mobile.page.locator('[data-app-banner]').count()).toBe(0)
    await mobile.context.close()
  })
})

describe('visitors from the mobile app', () => {
  it('hides the site chrome with ?device=app and remembers it', async () => {
    const { context, page } = await openContext(browser(), MOBILE)
    await page.goto(`${baseUrl()}/?device=app`)
    // In view, so that the footer (content-visibility: auto) is laid out and what is hidden is hidden for a reason.
    await page.locator('footer').last().scrollIntoViewIfNeeded()
    for (const selector of [
      'header',
      '#get-financed',
      'footer nav >> nth=0',
      '[data-app-banner]',
      '[data-promo-strip]',
      '[data-whatsapp="mobile"]',
      '[data-get-financed-tab]',
    ]) {
      await expect(page.locator(selector).first().isVisible(), selector).resolves.toBe(false)
    }
    await expect(page.locator('main h1').isVisible()).resolves.toBe(true)
    // The legal links stay: the privacy notice, and the way back to a consent choice (in the USA, "Do not sell").
    const legal = () => page.getByRole('navigation', { name: enIn.Footer.legalNavigation, exact: true })
    await legal().locator('a[href="/privacy-policy"]').waitFor({ state: 'visible', timeout: 5000 })
    await legal().locator('[data-consent-action="preferences"]').waitFor({ state: 'visible', timeout: 5000 })
    await page.goto(`${baseUrl()}/en-us`)
    await expect(page.locator('header').isVisible()).resolves.toBe(false)
    await legal().locator('[data-consent-action="opt-out"]').waitFor({ state: 'visible', timeout: 5000 })
    await page.goto(`${baseUrl()}/contact-us`)
    await expect(page.locator('header').isVisible()).resolves.toBe(false)
    await page.goto(`${baseUrl()}/contact-us?device=web`)
    await expect(page.locator('header').isVisible()).resolves.toBe(true)
    await context.close()
  })
})

describe('WhatsApp, Login, Signup and Get Financed', () => {
  it('has different WhatsApp numbers for desktop and mobile', async () => {
    const { context, page } = await openContext(browser(), DESKTOP)
    await page.goto(baseUrl())
    const desktop = page.locator('[data-whatsapp="desktop"]')
    const mobile = page.locator('[data-whatsapp="mobile"]')
    await expect(desktop.isVisible()).resolves.toBe(true)
    await expect(mobile.isVisible()).resolves.toBe(false)
    const [desktopHref, mobileHref] = [await desktop.getAttribute('href'), await mobile.getAttribute('href')]
    expect(desktopHref).toMatch(/^https:\/\/wa\.me\/\d+$/)
    expect(mobileHref).toMatch(/^https:\/\/wa\.me\/\d+$/)
    expect(desktopHref).not.toBe(mobileHref)
    await page.setViewportSize(MOBILE)
    await expect(mobile.isVisible()).resolves.toBe(true)
    await context.close()
  })

  it.each([
    ['Login', 'login_click'],
    ['Signup', 'signup_click'],
  ])('%s opens the application in a new tab and pushes %s', async (name, event) => {
    const { context, page, outside } = await openContext(browser(), DESKTOP)
    await page.goto(baseUrl())
    const link = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${name}`) })
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toContain('noopener')
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^https:\/\/app\.northwind\.example\//)
    // The new tab's request to the (outside) application is recorded and blocked by the test context.
    await Promise.all([context.waitForEvent('page'), link.click()])
    await expect.poll(() => outside).toContain(href)
    expect(context.pages()).toHaveLength(2)
    const events = await page.evaluate(() => window.dataLayer?.map((e) => (e as { event?: string }).event))
    expect(events).toContain(event)
    await context.close()
  })

  // The sections below the first screen are laid out only when they come near (content-visibility): a scroll worked
  // out from their estimated sizes ended past the panel, at the page's foot.
  it.each([
    ['on a desktop', DESKTOP],
    ['on a phone', MOBILE],
  ])('scrolls to the lead panel from the Get Financed tab, its heading at the top, %s', async (_, viewport) => {
    const { context, page } = await openContext(browser(), viewport)
    await page.goto(`${baseUrl()}/export-factoring`)
    await page.locator('[data-get-financed-tab]').click()
    // Where the scroll ends, not where it passes: the page has stopped moving between two looks.
    await page.waitForFunction(
      () => {
        const seen = window as unknown as { lastScrollY?: number }
        const stopped = seen.lastScrollY === window.scrollY
        seen.lastScrollY = window.scrollY
        const { top } = document.getElementById('get-financed')!.getBoundingClientRect()
        return stopped && top >= 0 && top < window.innerHeight / 3
      },
      null,
      { polling: 300, timeout: 10_000 },
    )
    expect(page.url()).toContain('#get-financed')
    await context.close()
  })

  it('lists the business-loan links the filter keeps, in India, as paths on the site the visitor is on', async () => {
    const { context, page } = await openContext(browser(), DESKTOP)
    await page.goto(baseUrl())
    const links = await page.locator('[data-business-loans] a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]))
    expect(links).toEqual([
      ['GST business loan up to INR 1 Cr', '/business-loans/gst-business-loan'],
      ['MSME loan without collateral', '/business-loans/msme-loan'],
      ['Working capital loan for traders', '/business-loans/working-capital-loan'],
      ['Business loan for exporters', '/business-loans/loan-for-exporters'],
    ])
    await context.close()
  })
})

describe('hydration', () => {
  it('hydrates the site chrome of a cached page, a translated product page and a search result, so the menu opens', async () => {
    const { context, page } = await openContext(browser(), MOBILE)
    for (const [path, openMenu, menu] of [
      ['/', 'Open menu', 'Menu'],
      ['/es-mx/export-factoring', 'Abrir menú', 'Menú'],
      ['/en-us/hts-code?q=coffee', 'Open menu', 'Menu'],
    ] as const) {
      await page.goto(`${baseUrl()}${path}`)
      await page.getByRole('button', { name: openMenu }).click()
      await expect(page.getByRole('dialog', { name: menu }).isVisible(), path).resolves.toBe(true)
    }
    await context.close()
  })
})

describe('site icon', () => {
  it('is inline in every edition, so no request for it competes with the first paint, and a file for notifications', async () => {
    const { context, page } = await openContext(browser(), MOBILE)
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    for (const path of ['/', '/es-mx/blogs', '/en-us/events']) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' })
      expect(await page.getAttribute('link[rel="icon"]', 'href'), path).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    }
    expect(requested.filter((path) => path === '/icon.svg' || path === '/favicon.ico')).toEqual([])
    await context.close()

    const file = await fetch(`${baseUrl()}/icon.svg`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(await file.text()).toMatch(/^<svg /)
  })
})

describe('in-page links', () => {
  it('land just below the sticky header, on phones and desktops', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page } = await openContext(browser(), viewport)
      for (const path of ['/privacy-policy#cookies', '/es-mx/privacy-policy#cookies']) {
        await page.goto(`${baseUrl()}${path}`)
        const gap = () =>
          page.evaluate(
            () => document.getElementById('cookies')!.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().bottom,
          )
        let below = NaN
        for (let read = 0, previous = NaN; read < 20 && (Number.isNaN(below) || below !== previous); read++) {
          previous = below
          await page.waitForTimeout(250) // the page scrolls there smoothly
          below = await gap()
        }
        expect(below, `${path} at ${viewport.width} px`).toBeGreaterThanOrEqual(0)
        expect(below, `${path} at ${viewport.width} px`).toBeLessThan(32)
      }
      await context.close()
    }
  })
})
