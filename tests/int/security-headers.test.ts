import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { DOCUMENT_PATHS, HSTS_VALUE } from '../../src/lib/security/security-headers'
import { baseUrl } from '../setup/system'

const BASIC_HEADERS = [
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
]

describe('security headers on the running (test) server', () => {
  it('come with API answers, successful or refused, with a policy that loads and frames nothing', async () => {
    const answers = [
      await fetch(`${baseUrl()}/api/captcha/challenge?action=otp`),
      await fetch(`${baseUrl()}/api/posts?limit=1`),
      await fetch(`${baseUrl()}/api/otp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
    ]
    expect(answers.map((r) => r.status)).toEqual([200, 200, 400])
    for (const answer of answers) {
      for (const name of BASIC_HEADERS) expect(answer.headers.get(name), `${answer.url} ${name}`).toBeTruthy()
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
  })

  it('send no HSTS outside production (the test server is plain HTTP)', async () => {
    for (const path of ['/', '/api/posts?limit=1']) expect((await fetch(`${baseUrl()}${path}`)).headers.get('strict-transport-security')).toBeNull()
  })

  it("let a draft-mode page be framed by the site itself (the admin's live preview), and no other page", async () => {
    const page = await fetch(`${baseUrl()}/import-factoring`)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const draft = await fetch(`${baseUrl()}/import-factoring`, { headers: { cookie: '__prerender_bypass=anything' } })
    expect(draft.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(draft.headers.get('content-security-policy')).toContain("default-src 'self'")
  })

  it('leave the policy off scripts and stylesheets, where it governs nothing and would only add its bytes to every file', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text()
    const files = [...html.matchAll(/(?:src|href)="(\/(?:_next\/static\/[^"]+\.(?:js|css)|consent\/[^"]+))"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
    expect(files.length).toBeGreaterThan(3)
    for (const file of files) {
      const answer = await fetch(`${baseUrl()}${file}`)
      expect(answer.status, file).toBe(200)
      expect(answer.headers.get('content-security-policy'), file).toBeNull()
      expect(answer.headers.get('x-content-type-options'), file).toBe('nosniff')
    }
    for (const path of ['/sitemap.xml', '/llms.txt', '/feeds/en-in/blogs.rss'])
      expect((await fetch(`${baseUrl()}${path}`)).headers.get('content-security-policy'), path).toContain("default-src 'self'")
  })

  it('give every page type, the admin included, one whole policy in the header, reported to the site; the meta policy only names third parties', async () => {
    const paths = ['/', '/es-mx', '/en-us', '/export-factoring', '/es-mx/blogs', '/hsn-code', '/shipment-calculator', '/no-such-page', '/admin/login']
    for (const path of paths) {
      const answer = await fetch(`${baseUrl()}${path}`)
      const header = answer.headers.get('content-security-policy') ?? ''
      expect(header, path).not.toContain(',')
      for (const part of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self'",
        "connect-src 'self'",
        "frame-src 'self'",
        "object-src 'none'",
        "frame-ancestors 'none'",
        'report-uri /api/csp-reports',
      ]) {
        expect(header, `${path}: ${part}`).toContain(part)
      }
      if (path.startsWith('/admin')) continue
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(await answer.text())?.[1]?.replaceAll('&#x27;', "'")
      expect(
        meta?.split('; ').map((part) => part.split(' ')[0]),
        path,
      ).toEqual(['script-src', 'img-src', 'connect-src', 'frame-src', 'worker-src'])
    }
  })
})

describe('the production configuration', () => {
  it('sends HSTS on every answer and marks the session cookie Secure', () => {
    const script = `
      const { default: nextConfig } = await import('./next.config.ts')
      const { default: payloadConfig } = await import('./src/payload.config.ts')
      const rules = await nextConfig.headers()
      const users = (await payloadConfig).collections.find((c) => c.slug === 'users')
      console.log(JSON.stringify({ rules, secure: users.auth.cookies.secure }))`
    const result = spawnSync('node_modules/.bin/tsx', ['--eval', `(async () => { ${script} })().catch((e) => { console.error(e); process.exit(1) })`], {
      env: {
        ...process.env,
        DEPLOY_ENV: 'production',
        DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db',
        PAYLOAD_SECRET: 'a-real-secret-of-sufficient-length',
        ADMIN_PASSWORD: 'a-strong-admin-password',
        ALLOW_LOCAL_PROVIDERS: 'true',
      },
      encoding: 'utf8',
    })
    expect(result.status, result.stderr).toBe(0)
    const { rules, secure } = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as {
      rules: { source: string; has?: unknown; headers: { key: string; value: string }[] }[]
      secure: boolean
    }
    const everyAnswer = rules.find((rule) => rule.source === '/:path*')!
    expect(everyAnswer.headers).toContainEqual({ key: 'Strict-Transport-Security', value: HSTS_VALUE })
    const documents = rules.find((rule) => rule.source === DOCUMENT_PATHS && !rule.has)!
    expect(documents.headers.find((h) => h.key === 'Content-Security-Policy')?.value).toMatch(/; report-to csp-violations; upgrade-insecure-requests$/)
    expect(documents.headers).toContainEqual({ key: 'Reporting-Endpoints', value: 'csp-violations="/api/csp-reports"' })
    expect(secure).toBe(true)
  })
})
