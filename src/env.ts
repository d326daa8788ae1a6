import { dataDirectory } from './lib/data-directory'
import { isCaptchaScriptOrigin, CAPTCHA_SCRIPT_ORIGINS } from './lib/security/captcha-origins'
import { z } from './lib/zod'

/** Development defaults; a production deployment must replace them (refuseDevelopmentDefaults, and at Payload init). */
const DEV_PAYLOAD_SECRET = 'dev-only-payload-secret-change-me'
export const DEV_ADMIN_EMAIL = 'admin@northwind.example'
export const DEV_ADMIN_PASSWORD = 'northwind-dev-admin'

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1')

/** A captcha's script address, on one of the origins the Content-Security-Policy header allows for it. */
const captchaScriptUrl = (provider: keyof typeof CAPTCHA_SCRIPT_ORIGINS) =>
  z
    .string()
    .url()
    .refine(
      (url) => isCaptchaScriptOrigin(provider, url),
      `must be served from ${CAPTCHA_SCRIPT_ORIGINS[provider].join(' or ')} (the origins the Content-Security-Policy allows)`,
    )

const schema = z.object({
  // A production build (NODE_ENV=production: `next build`, the image, `next start`) is production unless development
  // or test is named; `npm start` names development (scripts/lib/development-by-default.ts).
  DEPLOY_ENV: z.enum(['development', 'test', 'production']).default(process.env.NODE_ENV === 'production' ? 'production' : 'development'),
  DATABASE_URL: z.string().url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  EMBEDDED_PG_DIR: z.string().default('.data/postgres'),
  MEDIA_DIR: z.string().default('.data/media'),
  PAYLOAD_SECRET: z.string().min(16).default(DEV_PAYLOAD_SECRET),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  // Where the job worker reaches a web process to revalidate its cache after publishing a scheduled post (default SITE_URL).
  INTERNAL_SITE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().default(DEV_ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().min(12).default(DEV_ADMIN_PASSWORD),
  DATA_DIR: z.string().min(1).optional().transform(dataDirectory),

  // The proxies in front of the web processes whose X-Forwarded-For counts (addresses or CIDR ranges, comma-
  // separated; read by scripts/web-server.ts). Unset: the header is ignored and the socket's peer is the client.
  TRUSTED_PROXIES: z.string().optional(),
  // Production refuses the local providers (outbox sender, outbox e-mail) unless this is set.
  ALLOW_LOCAL_PROVIDERS: booleanFlag,

  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'turnstile']).default('altcha'),
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(100_000),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_SCRIPT_URL: captchaScriptUrl('recaptcha').default('https://www.google.com/recaptcha/api.js'),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  TURNSTILE_VERIFY_URL: z.string().url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  TURNSTILE_SCRIPT_URL: captchaScriptUrl('turnstile').default('https://challenges.cloudflare.com/turnstile/v0/api.js'),

  // outbox: messages are stored in the admin's Outbox and logged; live: MSG91 (+91), Twilio (others), WhatsApp + e-mail.
  MESSAGING_MODE: z.enum(['outbox', 'live']).default('outbox'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_OTP_TEMPLATE_ID: z.string().optional(),
  MSG91_API_URL: z.string().url().default('https://control.msg91.com/api/v5'),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_OTP_TEMPLATE: z.string().default('otp_code'),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  // outbox: e-mails are stored in the admin's Outbox; smtp: sent through SMTP_URL.
  EMAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().default('Northwind Trade Finance <no-reply@northwind.example>'),

  // Leads are posted to this CRM endpoint as signed JSON (unset: no CRM delivery).
  CRM_WEBHOOK_URL: z.string().url().optional(),
  CRM_WEBHOOK_SECRET: z.string().min(16).optional(),
  CRM_RETRY_BASE_DELAY_MS: z.coerce.number().int().min(100).default(30_000),
  CRM_RETRY_WINDOW_HOURS: z.coerce.number().min(0.001).max(168).default(24),
  // How often queued delivery jobs are looked for, in seconds (a step of the seconds field of a cron schedule).
  JOBS_RUN_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(59).default(5),

  // Web Push (src/features/push-notifications). All three set: the prompt and the admin's notifications are on;
  // none set: the feature is off. Generate a pair with `npx web-push generate-vapid-keys`.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'a P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key in base64url (43 characters)')
    .optional(),
  // Who push services contact about our messages: a mailto: address or an https: URL.
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: address or an https: URL')
    .optional(),
  // Origins besides the browsers' push services that subscriptions may point at (a local push server in tests).
  PUSH_EXTRA_ENDPOINT_ORIGINS: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  PUSH_RETRY_BASE_DELAY_MS: z.coerce.number().int().min(100).default(60_000),

  // Several processes (README "Deployment"). The shared Next cache: unset, each process
  // keeps its own in memory (one process, as `npm start` runs).
  REDIS_URL: z.string().url().optional(),
  // The same on every process and machine of a deployment (set it at build time): the build id and Next's
  // deployment id, so that a page served by one process works with the assets and actions of another.
  // NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (read by Next itself, 32 random bytes in base64) must be shared likewise.
  DEPLOYMENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z.string().base64().optional(),
  // The HTTP cache in front of the web processes (Varnish): where a content change sends its BAN, one address per
  // cache, comma-separated. Unset: no cache to purge.
  HTTP_CACHE_PURGE_URLS: z.string().optional(),
  // Sent with each BAN (Authorization: Bearer), for a cache that takes purges only with it (deploy/varnish/site.vcl
  // reads the same variable): where any machine of the cache's network could otherwise purge. Unset: none sent.
  HTTP_CACHE_PURGE_TOKEN: z.string().min(16).optional(),
  // After SIGTERM a web process answers /readyz with 503 and keeps serving this long before it stops listening:
  // the time the load balancer in front takes to take it out (compose.yaml: 5 s for Varnish's probe).
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),

  // Log lines: json (one JSON object per line, with the request id) or pretty (Payload's coloured lines). Unset:
  // json in production, pretty otherwise.
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal']).default('info'),
  // The internal port of a web process or the worker: Prometheus metrics at /metrics, liveness at /livez. Unset: none.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
})

function readEnv() {
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid environment variables:\n${problems}`)
  }
  const env = parsed.data
  const vapid = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT].filter(Boolean).length
  if (vapid !== 0 && vapid !== 3) throw new Error('Set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together (or none: push notifications off).')
  return env
}

export const env = readEnv()

/**
 * The development defaults a production process would run with, each as the variable to set. Checked when a
 * process starts (refuseDevelopmentDefaults), not when this module loads: `next build` loads it too, and a build
 * needs no secrets.
 */
function developmentDefaultsInUse(e: typeof env = env): string[] {
  if (e.DEPLOY_ENV !== 'production') return []
  const problems: string[] = []
  if (e.PAYLOAD_SECRET === DEV_PAYLOAD_SECRET)
    problems.push('PAYLOAD_SECRET: a secret of your own (the default is public; it signs sessions, download links and captcha tokens)')
  if (e.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD: not the development default, which is public')
  if (!e.DATABASE_URL) problems.push('DATABASE_URL: the PostgreSQL database (production starts no embedded one)')
  if (!e.ALLOW_LOCAL_PROVIDERS && e.MESSAGING_MODE === 'outbox')
    problems.push('MESSAGING_MODE=live: the outbox writes verification codes to the log (or ALLOW_LOCAL_PROVIDERS=true)')
  if (!e.ALLOW_LOCAL_PROVIDERS && e.EMAIL_TRANSPORT === 'outbox')
    problems.push('EMAIL_TRANSPORT=smtp with SMTP_URL: the outbox sends no e-mail (or ALLOW_LOCAL_PROVIDERS=true)')
  if (e.PUSH_EXTRA_ENDPOINT_ORIGINS.length > 0) problems.push('PUSH_EXTRA_ENDPOINT_ORIGINS: unset it (it is for tests and development only)')
  if (e.CRM_WEBHOOK_URL && !e.CRM_WEBHOOK_SECRET) problems.push('CRM_WEBHOOK_SECRET: required with CRM_WEBHOOK_URL (it signs the deliveries)')
  return problems
}

/** Stops a production process that would start with a development default, naming every variable to set. */
export function refuseDevelopmentDefaults(): void {
  const problems = developmentDefaultsInUse()
  if (problems.length === 0) return
  const why = process.env.DEPLOY_ENV ? 'DEPLOY_ENV=production' : 'a production build is production unless DEPLOY_ENV names development or test'
  throw new Error(`Refusing to start with development defaults (${why}). Set:\n  ${problems.join('\n  ')}`)
}

export const EMBEDDED_DATABASE_NAME = 'northwind'

/** Credentials of the embedded server: it listens on 127.0.0.1 only and holds development data. */
export function embeddedDatabaseUrl(port: number, database: string): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/${database}`
}

/** The connection string of the database in use: DATABASE_URL, or the embedded server the launcher starts. */
export function databaseUrl(): string {
  return env.DATABASE_URL ?? embeddedDatabaseUrl(env.EMBEDDED_PG_PORT, EMBEDDED_DATABASE_NAME)
}
