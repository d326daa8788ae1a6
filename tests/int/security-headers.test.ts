import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { HSTS_VALUE } from '../../src/lib/security/security-headers'
import { baseUrl } from '../setup/system'

const BASIC_HEADERS = ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy']

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
    const { rules, secure } = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { rules: { source: string; headers: { key: string; value: string }[] }[]; secure: boolean }
    const everyAnswer = rules.find((rule) => rule.source === '/:path*')!
    expect(everyAnswer.headers).toContainEqual({ key: 'Strict-Transport-Security', value: HSTS_VALUE })
    expect(secure).toBe(true)
  })
})
