import { originsForProviders, type TrackingProviders } from '../tracking-providers'

/**
 * The site's Content-Security-Policy, in two parts that the browser enforces together (each must allow a load):
 *
 * - `documentHeaderPolicy`, a static response header on every page: what does not depend on the edition's
 *   configuration (and `frame-ancestors`, which only a header can carry).
 * - `documentSourcePolicy`, rendered by the edition layout as `<meta http-equiv>`: the fetch directives, which list
 *   the origins of the providers the edition configured in the CMS. Rendered with the page, it is cached and
 *   revalidated with it; a header would need a CMS read per request.
 *
 * Scripts are allowed inline ('unsafe-inline', no nonce): Next writes each page's RSC payload as inline scripts,
 * which only a per-request nonce could name, and a nonce makes every page render per request (the figures are in
 * the README, "Security headers").
 */

type SourceList = readonly string[]
export type Directives = Readonly<Record<string, SourceList>>

/** Origins a feature loads from beyond the site itself, per directive (captcha script, video player frames). */
export type ExtraSources = { script?: SourceList; connect?: SourceList; img?: SourceList; frame?: SourceList }

export type DocumentSourceInputs = {
  providers: TrackingProviders
  extras: readonly ExtraSources[]
  /** `next dev` evaluates code for its error overlay and call stacks. */
  development: boolean
}

const SELF = "'self'"
const NONE = "'none'"

/** `directive a b; directive2 c`, with repeated sources dropped; a directive without sources is 'none'. */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...(sources.length ? [...new Set(sources)] : [NONE])].join(' '))
    .join('; ')
}

/** `framedBySelf`: the admin's live preview frames draft pages of this origin; nothing else may frame the site. */
export function documentHeaderPolicy({ framedBySelf }: { framedBySelf: boolean }): string {
  return serializePolicy({ 'base-uri': [SELF], 'form-action': [SELF], 'object-src': [], 'frame-ancestors': framedBySelf ? [SELF] : [] })
}

export function documentSourcePolicy({ providers, extras, development }: DocumentSourceInputs): string {
  const tracking = originsForProviders(providers)
  const from = (key: keyof ExtraSources) => extras.flatMap((extra) => extra[key] ?? [])
  return serializePolicy({
    'default-src': [SELF],
    'script-src': [SELF, "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...tracking.script, ...from('script')],
    // React and Next set style attributes; the captcha widget inlines its styles.
    'style-src': [SELF, "'unsafe-inline'"],
    'img-src': [SELF, 'data:', 'blob:', ...tracking.img, ...from('img')],
    'font-src': [SELF],
    'connect-src': [SELF, ...tracking.connect, ...from('connect')],
    'frame-src': [...tracking.frame, ...from('frame')],
    // The captcha solves its puzzle in workers made from blob: URLs; the service worker is our own.
    'worker-src': [SELF, 'blob:'],
    'manifest-src': [SELF],
    'media-src': [SELF],
    'object-src': [],
  })
}

/**
 * Payload's admin: its own bundle with inline styles and scripts, blob: workers, images from uploads, and the
 * code editor of JSON fields (Monaco), which Payload loads from jsDelivr. It frames the site's pages in live preview.
 */
const MONACO_CDN = 'https://cdn.jsdelivr.net'
export const ADMIN_POLICY = serializePolicy({
  'default-src': [SELF],
  'script-src': [SELF, "'unsafe-inline'", MONACO_CDN],
  'style-src': [SELF, "'unsafe-inline'", MONACO_CDN],
  'font-src': [SELF, 'data:', MONACO_CDN],
  'img-src': [SELF, 'data:', 'blob:'],
  'connect-src': [SELF],
  'worker-src': [SELF, 'blob:'],
  'frame-src': [SELF],
  'object-src': [],
  'base-uri': [SELF],
  'form-action': [SELF],
  'frame-ancestors': [],
})

/** API answers are data, never documents that load anything. */
export const API_POLICY = serializePolicy({ 'default-src': [], 'base-uri': [], 'form-action': [], 'frame-ancestors': [] })
