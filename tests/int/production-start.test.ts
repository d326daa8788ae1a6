import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Starts as a process does: loads the environment, then refuses development defaults (src/env.ts). */
function loadEnv(
  overrides: Record<string, string | undefined>,
  script = "import('./src/env.ts').then((m) => { m.refuseDevelopmentDefaults(); console.log('ok') })",
) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db', ...overrides }
  for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete env[key]
  return spawnSync('node_modules/.bin/tsx', ['-e', script], { env, encoding: 'utf8' })
}

describe('production configuration', () => {
  it('refuses the development admin password and secret', () => {
    const result = loadEnv({ DEPLOY_ENV: 'production', PAYLOAD_SECRET: 'a-real-secret-of-sufficient-length' })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('ADMIN_PASSWORD: not the development default')
    const secret = loadEnv({ DEPLOY_ENV: 'production', ADMIN_PASSWORD: 'a-strong-admin-password' })
    expect(secret.stderr).toContain('PAYLOAD_SECRET: a secret of your own')
  })

  it('treats a production build as production unless development is named, and names every variable to set', () => {
    const unnamed = loadEnv({ NODE_ENV: 'production', DEPLOY_ENV: undefined, DATABASE_URL: undefined })
    expect(unnamed.status).not.toBe(0)
    expect(unnamed.stderr).toContain('a production build is production unless DEPLOY_ENV names development or test')
    for (const variable of ['PAYLOAD_SECRET:', 'ADMIN_PASSWORD:', 'DATABASE_URL:', 'MESSAGING_MODE=live', 'EMAIL_TRANSPORT=smtp'])
      expect(unnamed.stderr).toContain(variable)
    expect(loadEnv({ NODE_ENV: 'production', DEPLOY_ENV: 'development', DATABASE_URL: undefined }).stdout.trim()).toBe('ok')
  })

  it('refuses a captcha script from an origin the Content-Security-Policy header does not allow', () => {
    const result = loadEnv({ CAPTCHA_PROVIDER: 'turnstile', TURNSTILE_SCRIPT_URL: 'https://captcha.example.com/api.js' })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('TURNSTILE_SCRIPT_URL: must be served from https://challenges.cloudflare.com')
  })

  it('loads without secrets when nothing starts, as `next build` does', () => {
    const build = loadEnv(
      { NODE_ENV: 'production', DEPLOY_ENV: undefined, DATABASE_URL: undefined },
      "import('./src/env.ts').then((m) => console.log(m.env.DEPLOY_ENV))",
    )
    expect(build.stdout.trim()).toBe('production')
  })

  const realValues = {
    DEPLOY_ENV: 'production',
    PAYLOAD_SECRET: 'a-real-secret-of-sufficient-length',
    ADMIN_PASSWORD: 'a-strong-admin-password',
    MESSAGING_MODE: 'live',
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://mail.example.com:587',
  }

  it('starts with real values', () => {
    const result = loadEnv(realValues)
    expect(result.stdout.trim()).toBe('ok')
  })

  it('refuses the local message and e-mail providers unless explicitly allowed', () => {
    const outbox = loadEnv({ ...realValues, MESSAGING_MODE: 'outbox' })
    expect(outbox.status).not.toBe(0)
    expect(outbox.stderr).toContain('MESSAGING_MODE=live: the outbox writes verification codes to the log')
    expect(loadEnv({ ...realValues, EMAIL_TRANSPORT: 'outbox' }).stderr).toContain('EMAIL_TRANSPORT=smtp with SMTP_URL')
    expect(loadEnv({ ...realValues, MESSAGING_MODE: 'outbox', ALLOW_LOCAL_PROVIDERS: 'true' }).stdout.trim()).toBe('ok')
  })

  it('refuses a CRM webhook without a signing secret', () => {
    const result = loadEnv({ ...realValues, CRM_WEBHOOK_URL: 'https://crm.example.com/hook' })
    expect(result.stderr).toContain('CRM_WEBHOOK_SECRET: required with CRM_WEBHOOK_URL')
  })
})

describe('production start-up', () => {
  it('refuses to start while a staff account still has the development password', async () => {
    const { embeddedDatabaseUrl, EMBEDDED_DATABASE_NAME } = await import('../../src/env')
    const { TEST_PG_PORT } = await import('../setup/test-env')
    const script =
      "const { getPayload } = await import('payload'); const { default: config } = await import('./src/payload.config.ts'); await getPayload({ config }); console.log('started'); process.exit(0)"
    const result = spawnSync('node_modules/.bin/tsx', ['--eval', `(async () => { ${script} })().catch((e) => { console.error(e.message); process.exit(1) })`], {
      env: {
        ...process.env,
        DEPLOY_ENV: 'production',
        PAYLOAD_SECRET: 'a-real-secret-of-sufficient-length',
        ADMIN_PASSWORD: 'a-strong-admin-password',
        ALLOW_LOCAL_PROVIDERS: 'true',
        DATABASE_URL: embeddedDatabaseUrl(TEST_PG_PORT, EMBEDDED_DATABASE_NAME),
      },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.stdout).not.toContain('started')
    expect(result.stderr).toContain('still uses the development default password')
  })
})
