import { describe, expect, it } from 'vitest'
import { NO_TRACKING_PROVIDERS, type TrackingProviders } from '../tracking-providers'
import { ADMIN_POLICY, API_POLICY, documentHeaderPolicy, documentSourcePolicy, serializePolicy } from './content-security-policy'

/** The policy as directive → sources, to assert on one directive at a time. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split('; ').map((part) => { const [name, ...sources] = part.split(' '); return [name!, sources] }))
}

const GTM_AND_CLARITY: TrackingProviders = { gtmContainerId: 'GTM-ABC1234', replay: { provider: 'clarity', siteId: 'abc123' } }

describe('serializePolicy', () => {
  it('writes each directive once, drops repeated sources and writes an empty list as none', () => {
    expect(serializePolicy({ 'script-src': ["'self'", 'https://a.example', "'self'"], 'object-src': [] })).toBe("script-src 'self' https://a.example; object-src 'none'")
  })
})

describe('documentSourcePolicy', () => {
  it('without providers allows the site itself and nothing outside it', () => {
    const policy = parse(documentSourcePolicy({ providers: NO_TRACKING_PROVIDERS, extras: [], development: false }))
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    expect(policy['frame-src']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    const everySource = Object.values(policy).flat()
    expect(everySource.filter((s) => s.startsWith('http') || s === '*' || s === 'https:')).toEqual([])
    expect(everySource).not.toContain("'unsafe-eval'")
  })

  it('adds the origins of the configured tag manager and replay provider, and only theirs', () => {
    const policy = parse(documentSourcePolicy({ providers: GTM_AND_CLARITY, extras: [], development: false }))
    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://www.clarity.ms']))
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.clarity.ms']))
    expect(policy['img-src']).toContain('https://www.googletagmanager.com')
    expect(Object.values(policy).flat().some((s) => s.includes('hotjar'))).toBe(false)

    const hotjarOnly = parse(documentSourcePolicy({ providers: { gtmContainerId: null, replay: { provider: 'hotjar', siteId: '1' } }, extras: [], development: false }))
    expect(hotjarOnly['connect-src']).toContain('wss://*.hotjar.com')
    expect(hotjarOnly['frame-src']).toEqual(['https://vars.hotjar.com'])
    expect(Object.values(hotjarOnly).flat().some((s) => s.includes('google'))).toBe(false)
  })

  it("adds the features' own origins to their directives, and 'unsafe-eval' only in development", () => {
    const extras = [{ frame: ['https://www.youtube-nocookie.com'] }, { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] }]
    const policy = parse(documentSourcePolicy({ providers: NO_TRACKING_PROVIDERS, extras, development: true }))
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://challenges.cloudflare.com'])
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'", 'https://challenges.cloudflare.com'])
  })
})

describe('documentHeaderPolicy', () => {
  it('forbids plugins, foreign base URLs and form targets, and framing except by the site itself for previews', () => {
    expect(parse(documentHeaderPolicy({ framedBySelf: false }))).toEqual({
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    })
    expect(parse(documentHeaderPolicy({ framedBySelf: true }))['frame-ancestors']).toEqual(["'self'"])
  })
})

describe('API and admin policies', () => {
  it('lets API answers load nothing and be framed by nothing', () => {
    expect(parse(API_POLICY)).toMatchObject({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })
  })

  it('lets the admin frame the site (live preview) but not be framed, with no plugins', () => {
    expect(parse(ADMIN_POLICY)).toMatchObject({ 'frame-src': ["'self'"], 'frame-ancestors': ["'none'"], 'object-src': ["'none'"] })
  })
})
