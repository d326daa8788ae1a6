import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

function loadEnv(overrides: Record<string, string>) {
  return spawnSync('node_modules/.bin/tsx', ['-e', "import('./src/env.ts').then(() => console.log('ok'))"], {
    env: { ...process.env, DATABASE_URL: 'postgres://u:p@127.0.0.1:1/db', ...overrides },
    encoding: 'utf8',
  })
}

describe('production configuration', () => {
  it('refuses the development admin password and secret', () => {
    const result = loadEnv({ DEPLOY_ENV: 'production', PAYLOAD_SECRET: 'a-real-secret-of-sufficient-length' })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain('ADMIN_PASSWORD must not be the development default')
    const secret = loadEnv({ DEPLOY_ENV: 'production', ADMIN_PASSWORD: 'a-strong-admin-password' })
    expect(secret.stderr).toContain('PAYLOAD_SECRET must be set in production')
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
    expect(outbox.stderr).toContain('Production needs MESSAGING_MODE=live and EMAIL_TRANSPORT=smtp')
    expect(loadEnv({ ...realValues, EMAIL_TRANSPORT: 'outbox' }).stderr).toContain('Production needs MESSAGING_MODE=live')
    expect(loadEnv({ ...realValues, MESSAGING_MODE: 'outbox', ALLOW_LOCAL_PROVIDERS: 'true' }).stdout.trim()).toBe('ok')
  })

  it('refuses a CRM webhook without a signing secret', () => {
    const result = loadEnv({ ...realValues, CRM_WEBHOOK_URL: 'https://crm.example.com/hook' })
    expect(result.stderr).toContain('CRM_WEBHOOK_SECRET must be set')
  })
})

describe('production start-up', () => {
  it('refuses to start while a staff account still has the development password', async () => {
    const { embeddedDatabaseUrl, EMBEDDED_DATABASE_NAME } = await import('../../src/env')
    const { TEST_PG_PORT } = await import('../setup/test-env')
    const script = "const { getPayload } = await import('payload'); const { default: config } = await import('./src/payload.config.ts'); await getPayload({ config }); console.log('started'); process.exit(0)"
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
