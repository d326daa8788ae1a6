import type { EditionCode } from '@/i18n/editions'
import type { TrackingProviders } from '@/lib/tracking-providers'
import type { ConsentMarkup } from './markup'
import type { ConsentChoice, ConsentRegime, OptionalCategory } from './policy'

export type ConsentRuntimeConfig = {
  edition: EditionCode
  regime: ConsentRegime
  defaults: ConsentChoice
  storageKey: string
  version: number
  maxAgeMs: number
  signals: Record<OptionalCategory, readonly string[]>
  /** The cookies each category's tags set, deleted when its consent is withdrawn (`*` ends a prefix). */
  cookies: Record<OptionalCategory, readonly string[]>
  providers: TrackingProviders
  markup: ConsentMarkup
}

/** What the edition's runtime file carries; the providers come from its <script> element (CMS settings change without a build). */
export type ConsentFileConfig = Omit<ConsentRuntimeConfig, 'providers'>

/** The attribute of the runtime's <script> element that holds the edition's configured providers as JSON. */
export const PROVIDERS_ATTRIBUTE = 'data-providers'

/** What the runtime exposes on `window.nwConsent` (the tests read it; nothing else needs to). */
export type ConsentApi = { current: () => ConsentChoice; chosen: () => boolean; save: (choice: ConsentChoice, method: string) => void }

type ConsentWindow = Window & {
  dataLayer?: unknown[]
  nwConsent?: ConsentApi
  nwPendingEvents?: unknown[]
  clarity?: unknown
  hj?: unknown
  _hjSettings?: unknown
}

/**
 * The whole consent runtime, served as one static file per edition (`consentScript`, ./runtime-file.ts) that the
 * page loads with `defer`: it runs once the document is parsed, before DOMContentLoaded. Events the page's
 * components track before it has run wait in `nwPendingEvents` (PENDING_EVENTS_GLOBAL in src/lib/analytics.ts)
 * and reach the data layer after Consent Mode's defaults. It must stay self-contained (no imports, no outer variables), because only its source text
 * reaches the browser.
 *
 * It sets Google Consent Mode's defaults for the edition (then the stored choice as an update), inserts the
 * banner only while the visitor has not chosen (marking a choice with `data-consent-chosen` on <html>) and the
 * preferences dialog when it is first opened, wires both and the footer links by event delegation, pushes page
 * views (the first and each client-side navigation) and download clicks, and loads the configured tag manager
 * and session replay once the page is idle after load, and only with consent. Nothing runs before it that could
 * load a tag: the tag manager is only ever loaded from here.
 */
export function consentRuntime(config: ConsentRuntimeConfig, w: ConsentWindow): void {
  if (w.nwConsent) return
  const d = w.document
  const html = d.documentElement
  const dataLayer = (w.dataLayer = w.dataLayer || [])
  // Consent Mode reads gtag's `arguments` objects, not arrays.
  const gtag: (...args: unknown[]) => void = function () {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments)
  }
  // The replay providers' documented stubs: calls queue until their script arrives.
  const queueStub = (): ((...args: unknown[]) => void) => {
    const stub = function () {
      // eslint-disable-next-line prefer-rest-params
      ;(stub.q = stub.q || []).push(arguments)
    } as { (): void; q?: IArguments[] }
    return stub
  }
  const categories = Object.keys(config.signals) as OptionalCategory[]
  const all = (value: boolean) => {
    const choice = {} as ConsentChoice
    for (const category of categories) choice[category] = value
    return choice
  }
  const signals = (choice: ConsentChoice) => {
    const state: Record<string, string | number> = { functionality_storage: 'granted', security_storage: 'granted' }
    for (const category of categories) for (const key of config.signals[category]) state[key] = choice[category] ? 'granted' : 'denied'
    return state
  }
  const readStored = (): ConsentChoice | null => {
    try {
      const stored = JSON.parse(w.localStorage.getItem(config.storageKey) || 'null')
      // A choice dated ahead (a clock set wrong, a hand-written record) would otherwise hold for ever.
      const age = stored ? Date.now() - stored.at : NaN
      if (!stored || stored.v !== config.version || !(age >= -60000 && age < config.maxAgeMs)) return null
      const choice = {} as ConsentChoice
      for (const category of categories) choice[category] = stored[category] === true
      return choice
    } catch {
      return null
    }
  }

  const stored = readStored()
  // Global Privacy Control is a valid opt-out of sale and sharing where the law is opt-out (CPRA).
  const gpcOptOut = !stored && config.regime === 'opt-out' && (w.navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  let current: ConsentChoice = stored || (gpcOptOut ? all(false) : config.defaults)
  const defaults = signals(config.defaults)
  // How long (ms) tags wait for a `consent update` before acting on the defaults.
  defaults.wait_for_update = 500
  gtag('consent', 'default', defaults)
  if (stored || gpcOptOut) gtag('consent', 'update', signals(current))
  if (stored) html.setAttribute('data-consent-chosen', '')
  // First in the body, so keyboard users reach the choice first.
  else d.body.insertAdjacentHTML('afterbegin', config.markup.banner)
  for (const event of w.nwPendingEvents ?? []) dataLayer.push(event)
  w.nwPendingEvents = undefined

  const loaded: Partial<Record<'gtm' | 'replay', boolean>> = {}
  const inject = (src: string) => {
    const script = d.createElement('script')
    script.async = true
    script.src = src
    d.head.appendChild(script)
  }
  const loadConsented = () => {
    const { gtmContainerId, replay } = config.providers
    if (gtmContainerId && (current.analytics || current.marketing) && !loaded.gtm) {
      loaded.gtm = true
      dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      inject('https://www.googletagmanager.com/gtm.js?id=' + encodeURIComponent(gtmContainerId))
    }
    if (replay && current.replay && !loaded.replay) {
      loaded.replay = true
      if (replay.provider === 'clarity') {
        w.clarity = queueStub()
        inject('https://www.clarity.ms/tag/' + encodeURIComponent(replay.siteId))
      } else {
        w.hj = queueStub()
        w._hjSettings = { hjid: Number(replay.siteId), hjsv: 6 }
        inject('https://static.hotjar.com/c/hotjar-' + encodeURIComponent(replay.siteId) + '.js?sv=6')
      }
    }
  }
  // Outside scripts wait until the page has loaded and the main thread is idle.
  const whenIdle = (run: () => void) => {
    const idle = () => ((w as Window).requestIdleCallback ? w.requestIdleCallback(run, { timeout: 3000 }) : w.setTimeout(run, 1))
    if (d.readyState === 'complete') idle()
    else w.addEventListener('load', idle, { once: true })
  }
  whenIdle(loadConsented)

  // A tag sets its cookies on this host or a domain above it (GA on the widest that takes them): each is expired
  // on every one of them.
  const deleteCookies = (names: readonly string[]) => {
    const matches = (name: string) => names.some((n) => (n.endsWith('*') ? name.indexOf(n.slice(0, -1)) === 0 : name === n))
    const labels = w.location.hostname.split('.')
    const domains = [''].concat(labels.slice(0, -1).map((_, i) => '; domain=.' + labels.slice(i).join('.')))
    for (const pair of d.cookie.split(';')) {
      const name = pair.split('=')[0]!.trim()
      if (name && matches(name)) for (const domain of domains) d.cookie = name + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' + domain
    }
  }

  const save = (choice: ConsentChoice, method: string) => {
    const withdrawn = categories.filter((category) => current[category] && !choice[category])
    // A replay script cannot be unloaded: withdrawing that consent reloads the page without it. A loaded tag
    // manager stays for the page view, held by Consent Mode's update.
    const unload = loaded.replay && !choice.replay
    current = choice
    for (const category of withdrawn) deleteCookies(config.cookies[category])
    try {
      w.localStorage.setItem(
        config.storageKey,
        JSON.stringify({ v: config.version, at: Date.now(), analytics: choice.analytics, marketing: choice.marketing, replay: choice.replay }),
      )
    } catch {
      // Storage refused (private mode): the choice holds for this page view.
    }
    html.setAttribute('data-consent-chosen', '')
    d.querySelector('[data-consent-banner]')?.remove()
    gtag('consent', 'update', signals(choice))
    dataLayer.push({
      event: 'consent_change',
      edition: config.edition,
      consent_method: method,
      consent_analytics: choice.analytics,
      consent_marketing: choice.marketing,
      consent_replay: choice.replay,
    })
    if (unload) w.location.reload()
    else whenIdle(loadConsented)
  }
  // Page views: this one, then every client-side navigation (Next's router goes through history.pushState).
  let lastPath = ''
  const pageView = () => {
    const path = w.location.pathname
    if (path === lastPath) return
    lastPath = path
    dataLayer.push({ event: 'page_view', edition: config.edition, page_path: path })
  }
  pageView()
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = w.history[method]
    w.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args)
      pageView()
    }
  }
  w.addEventListener('popstate', pageView)

  w.nwConsent = { current: () => current, chosen: () => html.hasAttribute('data-consent-chosen'), save }

  // What had focus when the dialog opened: the dialog gives it back on closing, unless it has gone with the banner.
  let opener: Element | null = null
  const openPreferences = () => {
    opener = d.activeElement
    if (!d.querySelector('[data-consent-dialog]')) d.body.insertAdjacentHTML('beforeend', config.markup.dialog)
    const dialog = d.querySelector<HTMLDialogElement>('[data-consent-dialog]')!
    for (const category of categories) {
      const box = dialog.querySelector<HTMLInputElement>('input[name="' + category + '"]')
      if (box) box.checked = current[category]
    }
    dialog.showModal()
    dialog.querySelector<HTMLInputElement>('input:not([disabled])')?.focus()
  }
  // The banner goes once the visitor has chosen: focus that was on one of its buttons moves to the main content.
  const leaveBanner = (focused: Element | null) => {
    if (focused?.closest('[data-consent-banner]')) d.getElementById('main')?.focus({ preventScroll: true })
  }
  d.addEventListener('click', (event) => {
    const target = event.target as Element | null
    // Download links, server-rendered or made by a form, name what they download in `data-download-type`.
    const download = target?.closest?.('a[data-download-type]')
    if (download) dataLayer.push({ event: 'file_download', edition: config.edition, download_type: download.getAttribute('data-download-type') })
    const button = target?.closest?.('[data-consent-action]')
    if (!button) return
    const action = button.getAttribute('data-consent-action')
    event.preventDefault()
    if (action === 'accept') save(all(true), 'accept_all')
    else if (action === 'reject') save(all(false), 'reject_all')
    else if (action === 'opt-out') {
      save(all(false), 'opt_out')
      openPreferences()
    } else if (action === 'preferences') openPreferences()
    else if (action === 'close') button.closest('dialog')?.close()
    if (action === 'accept' || action === 'reject') leaveBanner(button)
  })
  d.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement
    if (!form.matches?.('[data-consent-form]')) return
    event.preventDefault()
    const choice = {} as ConsentChoice
    for (const category of categories) choice[category] = !!form.querySelector<HTMLInputElement>('input[name="' + category + '"]')?.checked
    save(choice, 'preferences')
    form.closest('dialog')?.close()
    leaveBanner(opener)
  })
}

/** The runtime file of one edition: the runtime, started with the file's configuration and its element's providers. */
export function consentScript(config: ConsentFileConfig): string {
  return `(function(s){(${consentRuntime.toString()})(Object.assign(${JSON.stringify(config)},{providers:JSON.parse(s.getAttribute(${JSON.stringify(PROVIDERS_ATTRIBUTE)}))}),window)})(document.currentScript);`
}
