import { ALL_PROVIDER_ORIGINS, originsForProviders, type TrackingProviders } from '../tracking-providers'

/**
 * The site's Content-Security-Policy, in two parts that the browser enforces together (a load must pass both):
 *
 * - `documentHeaderPolicy`, a static response header on every page: the whole policy (`default-src 'self'`, every
 *   fetch directive, `frame-ancestors`, `upgrade-insecure-requests` in production, where violations are reported),
 *   allowing the site's own sources plus every third party the code can load (`thirdParties`: each supported tag
 *   manager and replay provider, the captchas, the video players), whatever an edition configured.
 * - `documentProviderPolicy`, rendered by the edition layout as `<meta http-equiv>`: the fetch directives that name
 *   third parties, listing only the providers this edition and this deployment configured, so an unconfigured one
 *   stays blocked. Rendered with the page, it is cached and revalidated with it; as a header it would need a CMS
 *   read per request. A second policy can only narrow the first, so this one carries nothing the header lacks.
 *
 * Scripts are allowed inline ('unsafe-inline', no nonce): Next writes each page's RSC payload as inline scripts,
 * which only a per-request nonce could name, and a nonce makes every page render per request (the figures are in
 * the README, "Security headers").
 */

type SourceList = readonly string[]
export type Directives = Readonly<Record<string, SourceList>>

/** Origins a feature loads from beyond the site itself, per directive (captcha script, video player frames). */
export type ExtraSources = { script?: SourceList; connect?: SourceList; img?: SourceList; frame?: SourceList }

/** Where browsers send violation reports: `report-uri` (Firefox) and the Reporting API's endpoint (Chromium). */
export const VIOLATION_REPORT_PATH = '/api/csp-reports'
export const VIOLATION_REPORT_GROUP = 'csp-violations'
export const REPORTING_ENDPOINTS_VALUE = `${VIOLATION_REPORT_GROUP}="${VIOLATION_REPORT_PATH}"`

const SELF = "'self'"
const NONE = "'none'"
const INLINE = "'unsafe-inline'"
/** `next dev` evaluates code for its error overlay and call stacks. */
const EVAL = "'unsafe-eval'"

/** `directive a b; directive2 c`, with repeated sources dropped; a directive without sources is 'none'. */
export function serializePolicy(directives: Directives, flags: readonly string[] = []): string {
  return [...Object.entries(directives).map(([name, sources]) => [name, ...(sources.length ? [...new Set(sources)] : [NONE])].join(' ')), ...flags].join('; ')
}

/** The captcha solves its puzzle in workers made from blob: URLs; the service worker is our own. */
const WORKER_SOURCES = [SELF, 'blob:']

const from = (extras: readonly ExtraSources[], key: keyof ExtraSources) => extras.flatMap((extra) => extra[key] ?? [])

/** The fetch directives that name third parties, for the site itself plus `extras`. */
function thirdPartyDirectives(extras: readonly ExtraSources[], development: boolean): Directives {
  return {
    'script-src': [SELF, INLINE, ...(development ? [EVAL] : []), ...from(extras, 'script')],
    'img-src': [SELF, 'data:', 'blob:', ...from(extras, 'img')],
    'connect-src': [SELF, ...from(extras, 'connect')],
    'frame-src': [SELF, ...from(extras, 'frame')],
  }
}

export type DocumentHeaderInputs = {
  /** The admin's live preview frames draft pages of this origin; nothing else may frame the site. */
  framedBySelf: boolean
  production: boolean
  development: boolean
  /** Every third party a feature can load from (the configured ones are narrowed by the meta policy). */
  thirdParties: readonly ExtraSources[]
}

export function documentHeaderPolicy({ framedBySelf, production, development, thirdParties }: DocumentHeaderInputs): string {
  return serializePolicy(
    {
      'default-src': [SELF],
      ...thirdPartyDirectives([ALL_PROVIDER_ORIGINS, ...thirdParties], development),
      // React and Next set style attributes; the captcha widget inlines its styles.
      'style-src': [SELF, INLINE],
      'font-src': [SELF],
      'worker-src': WORKER_SOURCES,
      'manifest-src': [SELF],
      'media-src': [SELF],
      'object-src': [],
      'base-uri': [SELF],
      'form-action': [SELF],
      'frame-ancestors': framedBySelf ? [SELF] : [],
      ...reportingDirectives(production),
    },
    // Served over HTTPS in production: a stray http:// address in content is fetched over HTTPS, not blocked.
    production ? ['upgrade-insecure-requests'] : [],
  )
}

/**
 * Where violations are reported. Browsers that know `report-to` ignore `report-uri`, but they deliver only to an
 * endpoint on HTTPS (the Reporting-Endpoints header, sent in production only); over plain HTTP (development, tests)
 * `report-uri` alone makes Chromium report at once.
 */
function reportingDirectives(production: boolean): Directives {
  return { 'report-uri': [VIOLATION_REPORT_PATH], ...(production && { 'report-to': [VIOLATION_REPORT_GROUP] }) }
}

export type DocumentProviderInputs = {
  providers: TrackingProviders
  extras: readonly ExtraSources[]
  development: boolean
}

export function documentProviderPolicy({ providers, extras, development }: DocumentProviderInputs): string {
  return serializePolicy({
    ...thirdPartyDirectives([originsForProviders(providers), ...extras], development),
    // Without it, workers would fall back to this policy's script-src, which has no blob:.
    'worker-src': WORKER_SOURCES,
  })
}

/**
 * Payload's admin: its own bundle with inline styles and scripts, blob: workers, images from uploads, and the
 * code editor of JSON fields (Monaco), served by the site (src/admin/monaco). It frames the site's pages in live
 * preview.
 */
export function adminPolicy({ production }: { production: boolean }): string {
  return serializePolicy(
    {
      'default-src': [SELF],
      'script-src': [SELF, INLINE],
      'style-src': [SELF, INLINE],
      'font-src': [SELF, 'data:'],
      'img-src': [SELF, 'data:', 'blob:'],
      'connect-src': [SELF],
      'worker-src': [SELF, 'blob:'],
      'frame-src': [SELF],
      'object-src': [],
      'base-uri': [SELF],
      'form-action': [SELF],
      'frame-ancestors': [],
      ...reportingDirectives(production),
    },
    production ? ['upgrade-insecure-requests'] : [],
  )
}

/** API answers are data, never documents that load anything. */
export const API_POLICY = serializePolicy({ 'default-src': [], 'base-uri': [], 'form-action': [], 'frame-ancestors': [] })
