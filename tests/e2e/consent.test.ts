import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import enIn from '../../messages/en-in.json'
import enUs from '../../messages/en-us.json'
import esMx from '../../messages/es-mx.json'
import { consentStorageKey } from '../../src/features/consent/policy'
import { ANALYTICS_EVENT_FIELDS } from '../../src/lib/analytics'
import type { EditionCode } from '../../src/i18n/editions'
import { ADMIN, baseUrl, loginHeaders } from '../setup/system'
import { MOBILE, openContext, useBrowser } from './browser'

const browser = useBrowser()
const MESSAGES = { 'en-in': enIn, 'es-mx': esMx, 'en-us': enUs } as const
const PREFIX: Record<EditionCode, string> = { 'en-in': '', 'es-mx': '/es-mx', 'en-us': '/en-us' }
const GTM_ID = 'GTM-E2ETEST1'
const CLARITY_ID = 'e2eclarity1'

type Tracking = { gtmContainerId: string; replayProvider: 'none' | 'clarity' | 'hotjar'; replaySiteId: string }

async function setTracking(edition: EditionCode, tracking: Tracking) {
  const response = await fetch(`${baseUrl()}/api/globals/site-settings?locale=${edition}`, {
    method: 'POST',
    headers: await loginHeaders(ADMIN.email, ADMIN.password),
    body: JSON.stringify(tracking),
  })
  expect(response.status).toBe(200)
}

// Tag manager in every edition, Clarity in the opt-in ones.
beforeAll(async () => {
  for (const edition of ['en-in', 'es-mx'] as const) await setTracking(edition, { gtmContainerId: GTM_ID, replayProvider: 'clarity', replaySiteId: CLARITY_ID })
  await setTracking('en-us', { gtmContainerId: GTM_ID, replayProvider: 'none', replaySiteId: '' })
})
// The other browser tests assert that pages reach nothing outside the site.
afterAll(async () => {
  for (const edition of Object.keys(PREFIX) as EditionCode[]) await setTracking(edition, { gtmContainerId: '', replayProvider: 'none', replaySiteId: '' })
})

type Layer = { kind: 'gtag'; args: unknown[] } | { kind: 'event'; event: Record<string, unknown> }

/** The data layer as pushed: gtag() calls (arguments objects) and events. */
const readLayer = (page: Page): Promise<Layer[]> =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { kind: 'gtag' as const, args: [...(entry as IArguments)] }
        : { kind: 'event' as const, event: entry as Record<string, unknown> },
    ),
  )
const eventsNamed = async (page: Page, name: string) => (await readLayer(page)).flatMap((e) => (e.kind === 'event' && e.event.event === name ? [e.event] : []))

/** A context in which Google Tag Manager and Clarity answer locally, recording each request for them. */
async function openWithTagManager(options?: Parameters<typeof openContext>[2]) {
  const opened = await openContext(browser(), undefined, options)
  const gtm: string[] = []
  const clarity: string[] = []
  for (const [pattern, requests] of [
    ['https://www.googletagmanager.com/**', gtm],
    ['https://www.clarity.ms/**', clarity],
  ] as const) {
    await opened.page.route(pattern, (route) => {
      requests.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: '/* provider script */' })
    })
  }
  return { ...opened, gtm, clarity }
}

/** Lets the page load and go idle, when the consent runtime loads what is allowed. */
async function settle(page: Page) {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))))
}

/** Every event pushed carries only its catalogue fields, and nothing that looks like personal data. */
async function expectCatalogueOnly(page: Page) {
  for (const entry of await readLayer(page)) {
    if (entry.kind !== 'event' || entry.event.event === 'gtm.js') continue
    const { event, ...fields } = entry.event
    expect(Object.keys(fields).sort(), String(event)).toEqual([...ANALYTICS_EVENT_FIELDS[event as keyof typeof ANALYTICS_EVENT_FIELDS]].sort())
    expect(JSON.stringify(fields)).not.toMatch(/@|\d{7,}/)
  }
}

describe('consent in the opt-in editions', () => {
  for (const edition of ['en-in', 'es-mx'] as const) {
    const t = MESSAGES[edition].Consent
    it(`requests nothing outside before consent and loads the tag manager only after "accept" (${edition})`, async () => {
      const { context, page, outside, gtm, clarity } = await openWithTagManager()
      await page.goto(`${baseUrl()}${PREFIX[edition]}/`)
      const banner = page.getByRole('region', { name: t.region })
      await expect(banner.isVisible()).resolves.toBe(true)
      expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
      await settle(page)
      expect(gtm).toEqual([])
      expect(clarity).toEqual([])
      expect(outside).toEqual([])

      const [first] = await readLayer(page)
      expect(first).toEqual({
        kind: 'gtag',
        args: [
          'consent',
          'default',
          expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }),
        ],
      })

      await banner.getByRole('button', { name: t.acceptAll }).click()
      await expect.poll(() => gtm).toEqual([`https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`])
      await expect.poll(() => clarity).toEqual([`https://www.clarity.ms/tag/${CLARITY_ID}`])

      await expect(banner.isVisible()).resolves.toBe(false)
      const layer = await readLayer(page)
      const defaultAt = layer.findIndex((e) => e.kind === 'gtag' && e.args[1] === 'default')
      const updateAt = layer.findIndex((e) => e.kind === 'gtag' && e.args[1] === 'update')
      const gtmAt = layer.findIndex((e) => e.kind === 'event' && e.event.event === 'gtm.js')
      expect(defaultAt).toBe(0)
      expect(updateAt).toBeGreaterThan(defaultAt)
      expect(gtmAt).toBeGreaterThan(updateAt)
      expect(layer[updateAt]).toMatchObject({ args: ['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted' }] })
      expect(await eventsNamed(page, 'consent_change')).toEqual([
        { event: 'consent_change', edition, consent_method: 'accept_all', consent_analytics: true, consent_marketing: true, consent_replay: true },
      ])

      // Remembered: the next page shows no banner and loads the tag manager and replay again once idle; its
      // forms are masked for the replay.
      await page.goto(`${baseUrl()}${PREFIX[edition]}/interest-calculator`)
      await expect(banner.isVisible()).resolves.toBe(false)
      await settle(page)
      expect(gtm).toHaveLength(2)
      expect(clarity).toHaveLength(2)
      const forms = page.locator('form')
      expect(await forms.count()).toBeGreaterThan(0)
      expect(await forms.evaluateAll((all) => all.every((f) => f.getAttribute('data-clarity-mask') === 'true' && f.hasAttribute('data-hj-suppress')))).toBe(
        true,
      )
      await context.close()
    })
  }

  it('reaches the preferences from the keyboard and keeps a partial choice', async () => {
    const t = MESSAGES['en-in'].Consent
    const { context, page, gtm, clarity } = await openWithTagManager()
    await page.goto(`${baseUrl()}/`)
    const preferences = page.getByRole('region', { name: t.region }).getByRole('button', { name: t.preferences })
    for (let i = 0; i < 10 && !(await preferences.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
    expect(await preferences.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: t.dialogTitle })
    await expect(dialog.isVisible()).resolves.toBe(true)
    // Focus is in the dialog, on the first choice; Escape closes without saving.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('analytics')
    await page.keyboard.press('Escape')
    await expect(dialog.isVisible()).resolves.toBe(false)
    expect(await page.evaluate((key) => localStorage.getItem(key), consentStorageKey('en-in'))).toBeNull()
    expect(await preferences.evaluate((el) => el === document.activeElement)).toBe(true)

    await page.keyboard.press('Enter')
    await page.keyboard.press('Space')
    await expect(dialog.getByRole('checkbox', { name: t.analytics }).isChecked()).resolves.toBe(true)
    await expect(dialog.getByRole('checkbox', { name: t.necessary }).isDisabled()).resolves.toBe(true)
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.save)
    await page.keyboard.press('Enter')
    await expect(dialog.isVisible()).resolves.toBe(false)
    await expect(page.getByRole('region', { name: t.region }).isVisible()).resolves.toBe(false)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), consentStorageKey('en-in')))!)
    expect(stored).toMatchObject({ v: 1, analytics: true, marketing: false, replay: false })
    await expect.poll(() => gtm).toHaveLength(1)
    // No replay without its consent.
    expect(clarity).toEqual([])

    // The footer link brings the choice back.
    await page.getByRole('contentinfo').getByRole('button', { name: t.footerLink }).click()
    await expect(dialog.getByRole('checkbox', { name: t.analytics }).isChecked()).resolves.toBe(true)
    await context.close()
  })
})

describe('consent in the USA (opt-out)', () => {
  const t = MESSAGES['en-us'].Consent
  it('runs analytics until the visitor opts out through "Do not sell or share"', async () => {
    const { context, page, gtm } = await openWithTagManager()
    await page.goto(`${baseUrl()}/en-us/`)
    const [first] = await readLayer(page)
    expect(first).toMatchObject({ kind: 'gtag', args: ['consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied' }] })
    await settle(page)
    expect(gtm).toHaveLength(1)

    await page.getByRole('contentinfo').getByRole('button', { name: t.doNotSell }).click()
    const dialog = page.getByRole('dialog', { name: t.dialogTitle })
    await expect(dialog.isVisible()).resolves.toBe(true)
    for (const category of [t.analytics, t.marketing, t.replay]) await expect(dialog.getByRole('checkbox', { name: category }).isChecked()).resolves.toBe(false)
    const updates = (await readLayer(page)).filter((e) => e.kind === 'gtag' && e.args[1] === 'update')
    expect(updates.at(-1)).toMatchObject({
      args: ['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
    })
    expect(await eventsNamed(page, 'consent_change')).toEqual([
      { event: 'consent_change', edition: 'en-us', consent_method: 'opt_out', consent_analytics: false, consent_marketing: false, consent_replay: false },
    ])

    await page.reload()
    await settle(page)
    expect(gtm).toHaveLength(1)
    await context.close()
  })

  it('treats Global Privacy Control as an opt-out', async () => {
    const { context, page, gtm } = await openWithTagManager()
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }))
    await page.goto(`${baseUrl()}/en-us/`)
    await settle(page)
    expect(gtm).toEqual([])
    await context.close()
  })
})

describe('analytics events', () => {
  it('pushes page views, a lead form start and a WhatsApp click once, with their fields only', async () => {
    const { context, page } = await openWithTagManager()
    await page.goto(`${baseUrl()}/about-us?utm_source=mail&email=someone@example.com`)
    expect(await eventsNamed(page, 'page_view')).toEqual([{ event: 'page_view', edition: 'en-in', page_path: '/about-us' }])

    // The banner overlays the floating buttons until the visitor has chosen.
    await page.getByRole('region', { name: enIn.Consent.region }).getByRole('button', { name: enIn.Consent.rejectAll }).click()
    const panel = page.locator('#get-financed')
    await panel.scrollIntoViewIfNeeded()
    const amount = panel.getByLabel(enIn.LeadForms.fields.financeAmt)
    await amount.fill('2500000')
    await panel.getByLabel(enIn.LeadForms.fields.phone).fill('9876543210')
    await expect.poll(() => eventsNamed(page, 'lead_form_start')).toEqual([{ event: 'lead_form_start', edition: 'en-in', form_type: 'DomesticForm' }])

    await Promise.all([context.waitForEvent('page'), page.locator('[data-whatsapp="desktop"]').click()])
    expect(await eventsNamed(page, 'whatsapp_click')).toEqual([{ event: 'whatsapp_click', edition: 'en-in', placement: 'floating' }])
    await expectCatalogueOnly(page)
    expect(JSON.stringify(await readLayer(page))).not.toContain('9876543210')
    await context.close()
  })

  it('pushes a tool search with its result count', async () => {
    const { context, page } = await openWithTagManager()
    await page.goto(`${baseUrl()}/hsn-code?q=shrimps`)
    await expect
      .poll(() => eventsNamed(page, 'tool_search'))
      .toEqual([{ event: 'tool_search', edition: 'en-in', tool: 'hsn', result_count: expect.any(Number) }])
    expect((await eventsNamed(page, 'tool_search'))[0]!.result_count).toBeGreaterThan(0)
    await expectCatalogueOnly(page)
    await context.close()
  })
})

describe('consent runtime delivery', () => {
  const editions = Object.keys(PREFIX) as EditionCode[]

  it('loads the runtime once, from its long-cached file, and carries neither it nor the banner in the page', async () => {
    for (const edition of editions) {
      const html = await (await fetch(`${baseUrl()}${PREFIX[edition]}/`)).text()
      const sources = [...html.matchAll(/<script src="(\/consent\/[^"]+)" defer=""/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
      expect(sources, edition).toHaveLength(1)
      expect(new URL(sources[0]!, baseUrl()).pathname).toBe(`/consent/${edition}.js`)
      // Not in the server HTML or the RSC payload: the inline stylesheet styles the banner, and only it names the
      // banner's attribute.
      const stylesheet = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)![1]!
      const count = (text: string, part: string) => text.split(part).length - 1
      expect(count(html, 'data-consent-banner'), edition).toBe(count(stylesheet, 'data-consent-banner'))
      expect(html, edition).not.toContain('nwConsent')
      const file = await fetch(`${baseUrl()}${sources[0]}`)
      expect(file.status).toBe(200)
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(file.headers.get('content-type')).toMatch(/^text\/javascript/)
      expect(await file.text()).toContain(MESSAGES[edition].Consent.rejectAll)
    }
    expect((await fetch(`${baseUrl()}/consent/fr-fr.js`)).status).toBe(404)
  })

  for (const edition of editions) {
    const t = MESSAGES[edition].Consent
    it(`links the banner and the footer to the privacy notice's cookie section (${edition})`, async () => {
      const { context, page } = await openContext(browser())
      await page.goto(`${baseUrl()}${PREFIX[edition]}/`)
      const notice = `${PREFIX[edition]}/privacy-policy#cookies`
      await expect(page.getByRole('contentinfo').getByRole('link', { name: t.notice }).getAttribute('href')).resolves.toBe(notice)
      const link = page.getByRole('region', { name: t.region }).getByRole('link', { name: t.notice })
      await expect(link.getAttribute('href')).resolves.toBe(notice)
      await link.click()
      await page.waitForURL(`**${notice}`)
      const section = page.locator('#cookies')
      await expect(section.getByRole('heading', { level: 2 }).textContent()).resolves.toMatch(/cookies/i)
      await expect(section.textContent()).resolves.toContain('nw:consent')
      await context.close()
    })
  }

  for (const edition of editions) {
    it(`leaves the WhatsApp button and the Get financed tab visible and tappable on a phone, its own buttons on one line each (${edition})`, async () => {
      const { context, page } = await openContext(browser(), MOBILE)
      await page.goto(`${baseUrl()}${PREFIX[edition]}/`)
      await expect(page.getByRole('region', { name: MESSAGES[edition].Consent.region }).isVisible()).resolves.toBe(true)
      for (const selector of ['[data-whatsapp="mobile"]', '[data-get-financed-tab]']) {
        // What a tap at the element's centre reaches: the element (or something inside it), not the banner.
        const reached = await page.locator(selector).evaluate((element) => {
          const box = element.getBoundingClientRect()
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          return box.width > 0 && box.height > 0 && hit !== null && element.contains(hit)
        })
        expect(reached, selector).toBe(true)
      }
      const buttonLines = await page.locator('[data-consent-banner] button').evaluateAll((buttons) =>
        buttons.map((button) => {
          const style = getComputedStyle(button)
          const inner =
            button.getBoundingClientRect().height -
            parseFloat(style.paddingTop) -
            parseFloat(style.paddingBottom) -
            parseFloat(style.borderTopWidth) -
            parseFloat(style.borderBottomWidth)
          return Math.round(inner / parseFloat(style.lineHeight))
        }),
      )
      expect(buttonLines).toEqual([1, 1, 1])
      await context.close()
    })
  }
})
