import { describe, expect, it } from 'vitest'
import { DOCUMENT_PATHS, HSTS_VALUE, securityHeaderRules } from './security-headers'

const rulesFor = (production: boolean) => securityHeaderRules({ production, development: false, featureSources: [] })
const headersOf = (production: boolean, source: string) => rulesFor(production).find((rule) => rule.source === source && !rule.has)!.headers

describe('securityHeaderRules', () => {
  it('sends HSTS and the reporting endpoint (which browsers use on HTTPS only) in production only', () => {
    expect(headersOf(true, '/:path*')).toContainEqual({ key: 'Strict-Transport-Security', value: HSTS_VALUE })
    expect(headersOf(true, DOCUMENT_PATHS).map((h) => h.key)).toContain('Reporting-Endpoints')
    expect(headersOf(false, '/:path*').map((h) => h.key)).not.toContain('Strict-Transport-Security')
    expect(headersOf(false, DOCUMENT_PATHS).map((h) => h.key)).not.toContain('Reporting-Endpoints')
  })

  it('keeps the basic headers and isolates the browsing context on every answer', () => {
    const keys = headersOf(true, '/:path*').map((h) => h.key)
    for (const key of [
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
    ]) {
      expect(keys).toContain(key)
    }
    expect(headersOf(true, DOCUMENT_PATHS).map((h) => h.key)).toContain('Content-Security-Policy')
  })

  it('gives the API and the admin their own policies after the pages rule, so that they win', () => {
    const sources = rulesFor(false).map((rule) => rule.source)
    expect(sources.indexOf('/api/:path*')).toBeGreaterThan(sources.lastIndexOf(DOCUMENT_PATHS))
    expect(sources.indexOf('/admin/:path*')).toBeGreaterThan(sources.lastIndexOf(DOCUMENT_PATHS))
  })

  it('lets draft-mode pages (the live preview) be framed by the site itself', () => {
    const draft = rulesFor(false).find((rule) => rule.has)!
    expect(draft.headers[0]!.value).toContain("frame-ancestors 'self'")
  })
})
