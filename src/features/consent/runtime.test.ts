import { describe, expect, it } from 'vitest'
import type { EditionCode } from '@/i18n/editions'
import type { TrackingProviders } from '@/lib/tracking-providers'
import { ANALYTICS_EVENT_FIELDS } from '@/lib/analytics'
import { CONSENT_CATEGORY_COOKIES, CONSENT_MAX_AGE_MS, CONSENT_MODE_SIGNALS, CONSENT_VERSION, consentPolicy, consentStorageKey } from './policy'
import { consentRuntime, consentScript, PROVIDERS_ATTRIBUTE, type ConsentApi, type ConsentRuntimeConfig } from './runtime'

type Listener = (event: unknown) => void

const MARKUP = { banner: '<section data-consent-banner></section>', dialog: '<dialog data-consent-dialog></dialog>' }

/** Just enough of a browser window for the runtime: storage, <html> attributes, listeners, appended scripts, the banner. */
function fakeWindow({
  stored,
  storedIn = 'en-in',
  gpc = false,
  path = '/',
  cookies = [],
}: { stored?: unknown; storedIn?: EditionCode; gpc?: boolean; path?: string; cookies?: string[] } = {}) {
  /** name → the domains it is set on ('' for the host only): a write that expires removes it from that domain only. */
  const jar = new Map<string, Set<string>>(cookies.map((name) => [name, new Set(['.northwind.example'])]))
  const storage = new Map<string, string>(stored === undefined ? [] : [[consentStorageKey(storedIn), JSON.stringify(stored)]])
  const attributes = new Set<string>()
  const scripts: string[] = []
  const listeners: Record<string, Listener[]> = {}
  const idle: (() => void)[] = []
  const location = { pathname: path, hostname: 'www.northwind.example', reload: () => reloads.push(1) }
  const reloads: number[] = []
  /** What the runtime inserted into the body and has not removed since. */
  const inBody: string[] = []
  const found = (html: string) => (inBody.includes(html) ? { remove: () => inBody.splice(inBody.indexOf(html), 1) } : null)
  const on = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener)
  const win = {
    dataLayer: undefined as unknown[] | undefined,
    nwConsent: undefined as ConsentApi | undefined,
    localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
    navigator: { globalPrivacyControl: gpc },
    location,
    history: { pushState: () => {}, replaceState: () => {} },
    addEventListener: on,
    requestIdleCallback: (run: () => void) => idle.push(run),
    setTimeout: (run: () => void) => idle.push(run),
    document: {
      get cookie() {
        return [...jar.keys()].map((name) => `${name}=1`).join('; ')
      },
      set cookie(text: string) {
        const [name] = text.split('=')
        const domain = /; domain=([^;]+)/.exec(text)?.[1] ?? ''
        if (/expires=Thu, 01 Jan 1970/.test(text)) jar.get(name!)?.delete(domain)
        if (jar.get(name!)?.size === 0) jar.delete(name!)
      },
      readyState: 'loading',
      documentElement: { setAttribute: (a: string) => attributes.add(a), hasAttribute: (a: string) => attributes.has(a) },
      head: { appendChild: (s: { src: string }) => scripts.push(s.src) },
      createElement: () => ({ async: false, src: '' }),
      addEventListener: on,
      body: { insertAdjacentHTML: (_position: string, html: string) => inBody.push(html) },
      querySelector: (selector: string) => (selector === '[data-consent-banner]' ? found(MARKUP.banner) : null),
      getElementById: () => null,
    },
  }
  const fire = (type: string, event: unknown = {}) => listeners[type]?.forEach((l) => l(event))
  /** The page finishes loading and the main thread goes idle. */
  const settle = () => {
    fire('load')
    while (idle.length) idle.shift()!()
  }
  return { win, storage, attributes, scripts, settle, fire, reloads, location, inBody, cookies: () => [...jar.keys()] }
}

function config(
  edition: EditionCode,
  providers: TrackingProviders = { gtmContainerId: 'GTM-TEST123', replay: { provider: 'clarity', siteId: 'abc123xyz' } },
): ConsentRuntimeConfig {
  return {
    edition,
    ...consentPolicy(edition),
    storageKey: consentStorageKey(edition),
    version: CONSENT_VERSION,
    maxAgeMs: CONSENT_MAX_AGE_MS,
    signals: CONSENT_MODE_SIGNALS,
    cookies: CONSENT_CATEGORY_COOKIES,
    providers,
    markup: MARKUP,
  }
}

const start = (edition: EditionCode, page = fakeWindow(), providers?: TrackingProviders) => {
  consentRuntime(config(edition, providers), page.win as never)
  return page
}
const consentCalls = (dataLayer: unknown[] | undefined) =>
  (dataLayer ?? []).filter((e): e is IArguments => Object.prototype.toString.call(e) === '[object Arguments]').map((a) => [...a])
const events = (dataLayer: unknown[] | undefined) =>
  (dataLayer ?? []).filter((e) => !Array.isArray(e) && typeof e === 'object' && e !== null && 'event' in e) as Record<string, unknown>[]

describe('consent runtime', () => {
  it('sets Consent Mode defaults first and loads nothing in an opt-in edition before a choice', () => {
    const page = start('en-in')
    const [first, ...rest] = consentCalls(page.win.dataLayer)
    expect(first).toEqual([
      'consent',
      'default',
      {
        functionality_storage: 'granted',
        security_storage: 'granted',
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        wait_for_update: 500,
      },
    ])
    expect(rest).toEqual([])
    expect(page.attributes.has('data-consent-chosen')).toBe(false)
    expect(page.inBody).toEqual([MARKUP.banner])
    page.settle()
    expect(page.scripts).toEqual([])
  })

  it('grants analytics by default in the USA and loads the tag manager only after load and idle', () => {
    const page = start('en-us')
    expect(consentCalls(page.win.dataLayer)[0]?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' })
    expect(page.scripts).toEqual([])
    page.settle()
    expect(page.scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'])
  })

  it('treats Global Privacy Control as an opt-out in the USA', () => {
    const page = start('en-us', fakeWindow({ gpc: true }))
    expect(consentCalls(page.win.dataLayer)[1]).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })])
    page.settle()
    expect(page.scripts).toEqual([])
  })

  it('applies a stored choice as an update after the defaults and shows no banner', () => {
    const page = start(
      'es-mx',
      fakeWindow({ storedIn: 'es-mx', stored: { v: CONSENT_VERSION, at: Date.now(), analytics: true, marketing: false, replay: true } }),
    )
    const calls = consentCalls(page.win.dataLayer)
    expect(calls.map((c) => c[1])).toEqual(['default', 'update'])
    expect(calls[1]?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' })
    expect(page.attributes.has('data-consent-chosen')).toBe(true)
    expect(page.inBody).toEqual([])
    page.settle()
    expect(page.scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123', 'https://www.clarity.ms/tag/abc123xyz'])
  })

  it('asks in each edition for its own choice: one made under another edition’s banner does not count', () => {
    const accepted = { v: CONSENT_VERSION, at: Date.now(), analytics: true, marketing: true, replay: true }
    const page = start('es-mx', fakeWindow({ storedIn: 'en-in', stored: accepted }))
    expect(page.attributes.has('data-consent-chosen')).toBe(false)
    expect(page.inBody).toEqual([MARKUP.banner])
    page.settle()
    expect(page.scripts).toEqual([])
  })

  it('deletes the cookies of a category whose consent is withdrawn, and reloads without a replay script withdrawn', () => {
    const accepted = { v: CONSENT_VERSION, at: Date.now(), analytics: true, marketing: true, replay: true }
    const page = start('en-in', fakeWindow({ stored: accepted, cookies: ['_ga', '_ga_ABC123', '_gcl_au', '_clck', '_hjSession_1', 'nw_other'] }))
    page.settle()
    page.win.nwConsent!.save({ analytics: false, marketing: true, replay: true }, 'preferences')
    expect(page.cookies()).toEqual(['_gcl_au', '_clck', '_hjSession_1', 'nw_other'])
    expect(page.reloads).toEqual([])
    page.win.nwConsent!.save({ analytics: false, marketing: false, replay: false }, 'reject_all')
    expect(page.cookies()).toEqual(['nw_other'])
    expect(page.reloads).toEqual([1])
  })

  it('asks again after twelve months, when the version changes, or for a choice dated ahead', () => {
    for (const stored of [
      { v: CONSENT_VERSION, at: Date.now() - CONSENT_MAX_AGE_MS - 1, analytics: true, marketing: true, replay: true },
      { v: CONSENT_VERSION, at: Date.now() + 24 * 60 * 60 * 1000, analytics: true, marketing: true, replay: true },
      { v: CONSENT_VERSION + 1, at: Date.now(), analytics: true, marketing: true, replay: true },
      'not json',
    ]) {
      const page = start('en-in', fakeWindow({ stored }))
      expect(page.attributes.has('data-consent-chosen')).toBe(false)
      expect(page.inBody).toEqual([MARKUP.banner])
      page.settle()
      expect(page.scripts).toEqual([])
    }
  })

  it('stores a choice with its time and version, removes the banner, updates Consent Mode and reports the change', () => {
    const page = start('en-in')
    page.win.nwConsent!.save({ analytics: true, marketing: false, replay: false }, 'preferences')
    expect(page.inBody).toEqual([])
    expect(page.attributes.has('data-consent-chosen')).toBe(true)
    const saved = JSON.parse(page.storage.get(consentStorageKey('en-in'))!)
    expect(saved).toMatchObject({ v: CONSENT_VERSION, analytics: true, marketing: false, replay: false })
    expect(Date.now() - saved.at).toBeLessThan(1000)
    expect(consentCalls(page.win.dataLayer).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ])
    expect(events(page.win.dataLayer).at(-1)).toEqual({
      event: 'consent_change',
      edition: 'en-in',
      consent_method: 'preferences',
      consent_analytics: true,
      consent_marketing: false,
      consent_replay: false,
    })
    page.settle()
    expect(page.scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'])
  })

  it('requests nothing from outside when no provider is configured, whatever the consent', () => {
    const page = start('en-in', fakeWindow(), { gtmContainerId: null, replay: null })
    page.win.nwConsent!.save({ analytics: true, marketing: true, replay: true }, 'accept_all')
    page.settle()
    expect(page.scripts).toEqual([])
  })

  it('reloads the page when replay consent is withdrawn after the replay script loaded', () => {
    const page = start('en-in', fakeWindow(), { gtmContainerId: null, replay: { provider: 'hotjar', siteId: '1234567' } })
    page.win.nwConsent!.save({ analytics: false, marketing: false, replay: true }, 'preferences')
    page.settle()
    expect(page.scripts).toEqual(['https://static.hotjar.com/c/hotjar-1234567.js?sv=6'])
    page.win.nwConsent!.save({ analytics: false, marketing: false, replay: false }, 'preferences')
    expect(page.reloads).toHaveLength(1)
  })

  it('pushes one page view per path, including client-side navigations', () => {
    const page = start('en-in', fakeWindow({ path: '/tools' }))
    page.win.history.replaceState()
    page.location.pathname = '/tools/hsn-code'
    page.win.history.pushState()
    expect(events(page.win.dataLayer).filter((e) => e.event === 'page_view')).toEqual([
      { event: 'page_view', edition: 'en-in', page_path: '/tools' },
      { event: 'page_view', edition: 'en-in', page_path: '/tools/hsn-code' },
    ])
  })

  it('pushes only fields of the event catalogue', () => {
    const page = start('en-in')
    page.win.nwConsent!.save({ analytics: true, marketing: true, replay: true }, 'accept_all')
    for (const { event, ...fields } of events(page.win.dataLayer).filter((e) => e.event !== 'gtm.js')) {
      expect(Object.keys(fields).sort()).toEqual([...ANALYTICS_EVENT_FIELDS[event as keyof typeof ANALYTICS_EVENT_FIELDS]].sort())
    }
  })

  it('runs as a self-contained file that takes the providers from its script element', () => {
    const { providers: inFile, ...fileConfig } = config('en-us')
    expect(inFile.gtmContainerId).not.toBe('GTM-FROMCMS1')
    const script = consentScript(fileConfig)
    const page = fakeWindow()
    const providers = { gtmContainerId: 'GTM-FROMCMS1', replay: null }
    const element = { getAttribute: (name: string) => (name === PROVIDERS_ATTRIBUTE ? JSON.stringify(providers) : null) }
    new Function('window', 'document', script)(page.win, { ...page.win.document, currentScript: element })
    expect(consentCalls(page.win.dataLayer)[0]?.[1]).toBe('default')
    page.settle()
    expect(page.scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-FROMCMS1'])
  })
})
