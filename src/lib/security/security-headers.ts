import { ALL_CAPTCHA_SOURCES } from './captcha-origins'
import { adminPolicy, API_POLICY, documentHeaderPolicy, REPORTING_ENDPOINTS_VALUE, type ExtraSources } from './content-security-policy'

type Header = { key: string; value: string }
type HeaderRule = { source: string; has?: { type: 'cookie'; key: string }[]; headers: Header[] }

/** Next's draft-mode cookie, set by /api/preview for signed-in staff (the admin's live preview). */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

export const HSTS_VALUE = 'max-age=63072000; includeSubDomains'

const csp = (value: string): Header => ({ key: 'Content-Security-Policy', value })

export type SecurityHeaderInputs = {
  production: boolean
  development: boolean
  /** Third parties the features load from beyond the captchas and the tracking providers (the video players). */
  featureSources: readonly ExtraSources[]
}

/**
 * The security headers of every answer, as `next.config` header rules (where two rules set the same header, the
 * later one wins). HSTS only in production, which is served over HTTPS; a development or test server on
 * http://localhost must not pin the browser to HTTPS.
 */
export function securityHeaderRules({ production, development, featureSources }: SecurityHeaderInputs): HeaderRule[] {
  const pagePolicy = (framedBySelf: boolean) =>
    csp(documentHeaderPolicy({ framedBySelf, production, development, thirdParties: [...ALL_CAPTCHA_SOURCES, ...featureSources] }))
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
        { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
        { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
        ...(production ? [{ key: 'Strict-Transport-Security', value: HSTS_VALUE }] : []),
      ],
    },
    { source: DOCUMENT_PATHS, headers: [pagePolicy(false), ...(production ? [{ key: 'Reporting-Endpoints', value: REPORTING_ENDPOINTS_VALUE }] : [])] },
    { source: DOCUMENT_PATHS, has: [{ type: 'cookie', key: DRAFT_MODE_COOKIE }], headers: [pagePolicy(true)] },
    { source: '/api/:path*', headers: [csp(API_POLICY)] },
    { source: '/admin/:path*', headers: [csp(adminPolicy({ production }))] },
    // Social cards and uploaded images are meant to be shown by other sites too.
    ...['/og/:path*', '/api/media/file/:path*'].map((source) => ({ source, headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }] })),
  ]
}

/**
 * Every address but the scripts and stylesheets (Next's build files, the consent runtime): a policy governs only a
 * document, and on each script of a page it would add its 1.5 KB again.
 */
export const DOCUMENT_PATHS = '/:path((?!_next/)(?!.*\\.(?:js|css)$).*)'
