import { existsSync } from 'node:fs'
import { z } from 'zod'

/** Where the reference data files sit in the development checkout (next to the project). */
const SHARED_DATA_DIR = '../shared/data'

/** Development defaults; a production deployment must replace them (checked below and at Payload init). */
export const DEV_PAYLOAD_SECRET = 'dev-only-payload-secret-change-me'
export const DEV_ADMIN_EMAIL = 'admin@northwind.example'
export const DEV_ADMIN_PASSWORD = 'northwind-dev-admin'

const schema = z.object({
  DEPLOY_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  EMBEDDED_PG_DIR: z.string().default('.data/postgres'),
  MEDIA_DIR: z.string().default('.data/media'),
  PAYLOAD_SECRET: z.string().min(16).default(DEV_PAYLOAD_SECRET),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  ADMIN_EMAIL: z.string().email().default(DEV_ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().min(12).default(DEV_ADMIN_PASSWORD),
  DATA_DIR: z
    .string()
    .min(1)
    .optional()
    .transform((dir) => dir ?? (existsSync(SHARED_DATA_DIR) ? SHARED_DATA_DIR : undefined)),
})

function readEnv() {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid environment variables:\n${problems}`)
  }
  const env = parsed.data
  if (env.DEPLOY_ENV === 'production') {
    if (env.PAYLOAD_SECRET === DEV_PAYLOAD_SECRET) throw new Error('PAYLOAD_SECRET must be set in production.')
    if (env.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD) throw new Error('ADMIN_PASSWORD must not be the development default in production.')
    if (!env.DATABASE_URL) throw new Error('DATABASE_URL must be set in production.')
  }
  return env
}

export const env = readEnv()

export const EMBEDDED_DATABASE_NAME = 'northwind'

/** Credentials of the embedded server: it listens on 127.0.0.1 only and holds development data. */
export function embeddedDatabaseUrl(port: number, database: string): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/${database}`
}

/** The connection string of the database in use: DATABASE_URL, or the embedded server the launcher starts. */
export function databaseUrl(): string {
  return env.DATABASE_URL ?? embeddedDatabaseUrl(env.EMBEDDED_PG_PORT, EMBEDDED_DATABASE_NAME)
}
