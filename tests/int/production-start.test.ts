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

  it('starts with real values', () => {
    const result = loadEnv({ DEPLOY_ENV: 'production', PAYLOAD_SECRET: 'a-real-secret-of-sufficient-length', ADMIN_PASSWORD: 'a-strong-admin-password' })
    expect(result.stdout.trim()).toBe('ok')
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
        DATABASE_URL: embeddedDatabaseUrl(TEST_PG_PORT, EMBEDDED_DATABASE_NAME),
      },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(result.stdout).not.toContain('started')
    expect(result.stderr).toContain('still uses the development default password')
  })
})
