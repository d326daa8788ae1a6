/** Where the system tests run their own database and server, apart from a developer's `npm start`. */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 3100)
export const TEST_PG_PORT = Number(process.env.TEST_PG_PORT ?? 54339)
export const TEST_BASE_URL = `http://localhost:${TEST_PORT}`
export const TEST_CRM_PORT = Number(process.env.TEST_CRM_PORT ?? 3191)
export const TEST_CRM_SECRET = 'test-crm-webhook-secret'
/** tests/int/cluster.test.ts: HAProxy on this port, its two web processes on the next two, and a Redis of its own. */
export const TEST_CLUSTER_PORT = Number(process.env.TEST_CLUSTER_PORT ?? 4100)
export const TEST_REDIS_PORT = Number(process.env.TEST_REDIS_PORT ?? 6401)

export const TEST_ENV: Record<string, string> = {
  DEPLOY_ENV: 'test',
  EMBEDDED_PG_PORT: String(TEST_PG_PORT),
  EMBEDDED_PG_DIR: '.data/test-postgres',
  MEDIA_DIR: '.data/test-media',
  NEXT_DIST_DIR: '.next-test',
  SITE_URL: TEST_BASE_URL,
  PORT: String(TEST_PORT),
  NEXT_TELEMETRY_DISABLED: '1',
  // Lead capture: quick captcha puzzles, a CRM fake the tests start themselves, fast job runs and retries.
  ALTCHA_MAX_NUMBER: '2000',
  CRM_WEBHOOK_URL: `http://127.0.0.1:${TEST_CRM_PORT}/leads`,
  CRM_WEBHOOK_SECRET: TEST_CRM_SECRET,
  CRM_RETRY_BASE_DELAY_MS: '500',
  CRM_RETRY_WINDOW_HOURS: '0.01',
  JOBS_RUN_INTERVAL_SECONDS: '1',
}
