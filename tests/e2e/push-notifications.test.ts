import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import enIn from '../../messages/en-in.json'
import esMx from '../../messages/es-mx.json'
import { ASK_AGAIN_SECONDS, PROMPT_DISMISSED_AT_KEY } from '../../src/features/push-notifications/ask-again'
import { baseUrl } from '../setup/system'
import { openContext, useBrowser } from './browser'

const browser = useBrowser({ pushApi: true })
const PUSH_SCOPE = '/offline-reading/push/'
const READING_MS = 30_000
const DAY_MS = ASK_AGAIN_SECONDS * 1000

const prompt = (page: Page) => page.getByRole('complementary', { name: esMx.PushNotifications.prompt.title })

/** Opens a page and waits until it is hydrated (its timers set), so that the clock can be run. */
async function visit(page: Page, url?: string) {
  if (url) await page.goto(url)
  else await page.reload()
  await page.waitForLoadState('networkidle')
}

/** Answers the cookie banner, which the prompt waits for. */
async function answerCookieBanner(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^(${enIn.Consent.acceptAll}|${esMx.Consent.acceptAll})$`) }).click()
}

/** Lets the page's clock pass the reading time, then gives the prompt's code and text time to load. */
async function readFor(page: Page, ms: number) {
  await page.clock.runFor(ms)
  await page.waitForTimeout(1500)
}

describe('the push prompt', () => {
  it('shows after 30 seconds of reading, and "Not now" keeps it away for 86400 seconds', async () => {
    const { context, page, outside } = await openContext(browser())
    const start = Date.UTC(2026, 10, 23, 9)
    await page.clock.install({ time: start })
    await visit(page, `${baseUrl()}/es-mx`)
    // Nothing of the prompt loads with the page: no script, no text, no request.
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    // Never over an unanswered cookie banner: the reading time starts again once it is answered.
    await readFor(page, READING_MS)
    expect(await prompt(page).count()).toBe(0)
    await answerCookieBanner(page)
    // The page's clock also runs on by itself, as the page loads and the test waits: a margin of 5 seconds.
    await page.clock.runFor(READING_MS - 5000)
    await page.waitForTimeout(500)
    expect(await prompt(page).count()).toBe(0)
    expect(requests.filter((url) => url.includes('/api/push/'))).toEqual([])

    await readFor(page, 5000)
    await expect.poll(() => prompt(page).isVisible(), { timeout: 10_000 }).toBe(true)
    expect(requests.some((url) => url.includes('/api/push/prompt?edition=es-mx'))).toBe(true)
    // Over the page, not in its flow: nothing moves when it appears.
    expect(await prompt(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    expect(await prompt(page).getByRole('paragraph').first().innerText()).toBe(esMx.PushNotifications.prompt.text)

    await prompt(page).getByRole('button', { name: esMx.PushNotifications.prompt.notNow }).click()
    await expect.poll(() => prompt(page).count(), { timeout: 5000 }).toBe(0)

    const dismissedAt = Number(await page.evaluate((key) => localStorage.getItem(key), PROMPT_DISMISSED_AT_KEY))
    expect(dismissedAt).toBeGreaterThanOrEqual(start + READING_MS)

    // The next day, short of 86400 s after twice the reading time: still away.
    await page.clock.setSystemTime(dismissedAt + DAY_MS - 3 * READING_MS)
    await visit(page)
    await readFor(page, READING_MS)
    await readFor(page, READING_MS)
    expect(await prompt(page).count()).toBe(0)

    // 86400 s after "Not now": back.
    await page.clock.setSystemTime(dismissedAt + DAY_MS)
    await visit(page)
    await readFor(page, READING_MS)
    await expect.poll(() => prompt(page).isVisible(), { timeout: 10_000 }).toBe(true)
    expect(outside).toEqual([])
    await context.close()
  })

  it('speaks the edition’s language', async () => {
    const { context, page } = await openContext(browser())
    await page.clock.install()
    await visit(page, `${baseUrl()}/en-us`)
    await answerCookieBanner(page)
    await readFor(page, READING_MS)
    await expect.poll(() => page.getByRole('complementary', { name: enIn.PushNotifications.prompt.title }).isVisible(), { timeout: 10_000 }).toBe(true)
    await context.close()
  })
})

type Registration = { registrationId: string; scopeURL: string; isDeleted: boolean }
type Version = { versionId: string; registrationId: string; runningStatus: string; status: string }
type ErrorMessage = { errorMessage: string; registrationId: string; sourceURL: string; lineNumber: number }

/**
 * The service worker registrations Chromium reports through the DevTools protocol, and what it reports of their
 * workers (versions, errors), which `workersSoFar` tells in a failure's message.
 */
async function watchRegistrations(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  const registrations = new Map<string, Registration>()
  const versions = new Map<string, Version>()
  const errors: string[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }: { registrations: Registration[] }) => {
    for (const r of updated) registrations.set(r.registrationId, r)
  })
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }: { versions: Version[] }) => {
    for (const v of updated) versions.set(v.versionId, v)
  })
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage: e }: { errorMessage: ErrorMessage }) =>
    errors.push(`registration ${e.registrationId}: ${e.errorMessage} (${e.sourceURL}:${e.lineNumber})`),
  )
  await cdp.send('ServiceWorker.enable')
  const workersSoFar = () =>
    `registrations ${JSON.stringify([...registrations.values()])}; versions ${JSON.stringify([...versions.values()])}; errors ${JSON.stringify(errors)}`
  return { cdp, registrations, workersSoFar }
}

describe('push notifications in the service worker', () => {
  it('registers the worker when the visitor allows, and shows a pushed notification with its link', async () => {
    const { context, page, outside } = await openContext(browser())
    await context.grantPermissions(['notifications'], { origin: baseUrl() })
    await page.clock.install()
    await visit(page, `${baseUrl()}/`)
    await answerCookieBanner(page)
    const { cdp, registrations, workersSoFar } = await watchRegistrations(context, page)
    await readFor(page, READING_MS)
    const t = enIn.PushNotifications.prompt
    const soft = page.getByRole('complementary', { name: t.title })
    await expect.poll(() => soft.isVisible(), { timeout: 10_000 }).toBe(true)
    await soft.getByRole('button', { name: t.allow }).click()

    // The worker is registered for push (a scope no page lives under) and active.
    await page.waitForFunction(
      (scope) => navigator.serviceWorker.getRegistration(scope).then((r) => Boolean(r?.active && new URL(r.scope).pathname === scope)),
      PUSH_SCOPE,
      { timeout: 20_000 },
    )
    // Headless Chromium without internet has no push service to subscribe with: the prompt says it failed.
    await expect.poll(() => soft.getByRole('status').innerText(), { timeout: 20_000 }).toBe(t.failed)

    const pushRegistration = () => [...registrations.values()].find((r) => r.scopeURL === `${baseUrl()}${PUSH_SCOPE}` && !r.isDeleted)
    await expect.poll(pushRegistration, { timeout: 10_000 }).toBeDefined()
    const registration = pushRegistration()!
    const message = { title: 'Export finance webinar', body: 'Thursday, 11:00 IST', url: '/events?from=push', icon: '/icon.svg', tag: 'push-notification-1' }
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl(), registrationId: registration.registrationId, data: JSON.stringify(message) })
    const shown = () =>
      page.evaluate(async (scope) => {
        const notifications = await (await navigator.serviceWorker.getRegistration(scope))!.getNotifications()
        return notifications.map((n) => ({ title: n.title, body: n.body, icon: n.icon, tag: n.tag, url: (n.data as { url: string }).url }))
      }, PUSH_SCOPE)
    // A CI run once saw nothing shown here (1 in 13 runs, not reproduced): a failure names what Chromium reported of the workers.
    await expect
      .poll(shown, { timeout: 10_000 })
      .toEqual([{ title: message.title, body: message.body, icon: `${baseUrl()}/icon.svg`, tag: message.tag, url: `${baseUrl()}/events?from=push` }])
      .catch((error: Error) => {
        throw new Error(`${error.message}\nService workers: ${workersSoFar()}`, { cause: error })
      })

    // A message whose link leaves the site is not shown.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseUrl(),
      registrationId: registration.registrationId,
      data: JSON.stringify({ ...message, tag: 'other', url: 'https://evil.example/' }),
    })
    await page.waitForTimeout(1000)
    expect((await shown()).map((n) => n.tag)).toEqual([message.tag])
    expect(outside).toEqual([])
    await context.close()
  })
})
