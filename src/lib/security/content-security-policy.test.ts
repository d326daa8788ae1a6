import { describe, expect, it } from 'vitest'
import { NO_TRACKING_PROVIDERS, type TrackingProviders } from '../tracking-providers'
import { ALL_CAPTCHA_SOURCES } from './captcha-origins'
import {
  adminPolicy,
  API_POLICY,
  documentHeaderPolicy,
  documentProviderPolicy,
  serializePolicy,
  VIOLATION_REPORT_GROUP,
  VIOLATION_REPORT_PATH,
} from './content-security-policy'

/** The policy as directive → sources, to assert on one directive at a time. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ')
      return [name!, sources]
    }),
  )
}

const GTM_AND_CLARITY: TrackingProviders = { gtmContainerId: 'GTM-ABC1234', replay: { provider: 'clarity', siteId: 'abc123' } }

describe('serializePolicy', () => {
  it('writes each directive once, drops repeated sources and writes an empty list as none', () => {
    expect(serializePolicy({ 'script-src': ["'self'", 'https://a.example', "'self'"], 'object-src': [] })).toBe(
      "script-src 'self' https://a.example; object-src 'none'",
    )
  })
})

describe('documentProviderPolicy', () => {
  it('without providers allows the site itself and nothing outside it', () => {
    const policy = parse(documentProviderPolicy({ providers: NO_TRACKING_PROVIDERS, extras: [], development: false }))
    expect(policy).toEqual({
      'script-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
    })
    const everySource = Object.values(policy).flat()
    expect(everySource.filter((s) => s.startsWith('http') || s === '*' || s === 'https:')).toEqual([])
    expect(everySource).not.toContain("'unsafe-eval'")
  })

  it('adds the origins of the configured tag manager and replay provider, and only theirs', () => {
    const policy = parse(documentProviderPolicy({ providers: GTM_AND_CLARITY, extras: [], development: false }))
    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://www.clarity.ms']))
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.clarity.ms']))
    expect(policy['img-src']).toContain('https://www.googletagmanager.com')
    expect(
      Object.values(policy)
        .flat()
        .some((s) => s.includes('hotjar')),
    ).toBe(false)

    const hotjarOnly = parse(
      documentProviderPolicy({ providers: { gtmContainerId: null, replay: { provider: 'hotjar', siteId: '1' } }, extras: [], development: false }),
    )
    expect(hotjarOnly['connect-src']).toContain('wss://*.hotjar.com')
    expect(hotjarOnly['frame-src']).toEqual(["'self'", 'https://vars.hotjar.com'])
    expect(
      Object.values(hotjarOnly)
        .flat()
        .some((s) => s.includes('google')),
    ).toBe(false)
  })

  it("adds the features' own origins to their directives, and 'unsafe-eval' only in development", () => {
    const extras = [
      { frame: ['https://www.youtube-nocookie.com'] },
      { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] },
    ]
    const policy = parse(documentProviderPolicy({ providers: NO_TRACKING_PROVIDERS, extras, development: true }))
    expect(policy['frame-src']).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://challenges.cloudflare.com'])
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'", 'https://challenges.cloudflare.com'])
  })
})

describe('documentHeaderPolicy', () => {
  const inputs = { framedBySelf: false, production: true, development: false, thirdParties: [...ALL_CAPTCHA_SOURCES, { frame: ['https://player.vimeo.com'] }] }

  it('is the whole policy: the site itself by default, no plugins, foreign base URLs, form targets or framing, reported', () => {
    const policy = parse(documentHeaderPolicy(inputs))
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'font-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'report-uri': [VIOLATION_REPORT_PATH],
      'report-to': [VIOLATION_REPORT_GROUP],
      'upgrade-insecure-requests': [],
    })
    for (const directive of ['script-src', 'img-src', 'connect-src', 'frame-src']) expect(policy[directive]![0]).toBe("'self'")
    expect(parse(documentHeaderPolicy({ ...inputs, framedBySelf: true }))['frame-ancestors']).toEqual(["'self'"])
  })

  it('upgrades insecure requests and reports to the Reporting API in production only, and allows eval only in development', () => {
    expect(parse(documentHeaderPolicy({ ...inputs, production: false }))).not.toHaveProperty('upgrade-insecure-requests')
    expect(parse(documentHeaderPolicy({ ...inputs, production: false }))).not.toHaveProperty('report-to')
    expect(parse(documentHeaderPolicy({ ...inputs, production: false }))['report-uri']).toEqual([VIOLATION_REPORT_PATH])
    expect(parse(documentHeaderPolicy(inputs))['script-src']).not.toContain("'unsafe-eval'")
    expect(parse(documentHeaderPolicy({ ...inputs, production: false, development: true }))['script-src']).toContain("'unsafe-eval'")
  })

  it('allows every source that any provider configuration puts in the meta policy, so the meta only narrows it', () => {
    const header = parse(documentHeaderPolicy(inputs))
    const configurations: TrackingProviders[] = [GTM_AND_CLARITY, { gtmContainerId: null, replay: { provider: 'hotjar', siteId: '1' } }]
    const captchas = [
      { script: ['https://www.recaptcha.net', 'https://www.gstatic.com'], frame: ['https://www.recaptcha.net'], connect: ['https://www.recaptcha.net'] },
      { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] },
    ]
    for (const providers of configurations)
      for (const captcha of captchas) {
        const meta = parse(documentProviderPolicy({ providers, extras: [captcha, { frame: ['https://player.vimeo.com'] }], development: false }))
        for (const [directive, sources] of Object.entries(meta)) expect(header[directive], directive).toEqual(expect.arrayContaining(sources))
      }
  })
})

describe('API and admin policies', () => {
  it('lets API answers load nothing and be framed by nothing', () => {
    expect(parse(API_POLICY)).toMatchObject({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })
  })

  it('lets the admin frame the site (live preview) but not be framed, with no plugins', () => {
    expect(parse(adminPolicy({ production: true }))).toMatchObject({
      'frame-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'report-to': [VIOLATION_REPORT_GROUP],
      'upgrade-insecure-requests': [],
    })
  })
})
