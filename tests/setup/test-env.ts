/** Where the system tests run their own database and server, apart from a developer's `npm start`. */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 3100)
export const TEST_PG_PORT = Number(process.env.TEST_PG_PORT ?? 54339)
export const TEST_BASE_URL = `http://localhost:${TEST_PORT}`
export const TEST_CRM_PORT = Number(process.env.TEST_CRM_PORT ?? 3191)
/** The test server's internal metrics port (METRICS_PORT), for the tests that read what operators would see. */
export const TEST_METRICS_PORT = Number(process.env.TEST_METRICS_PORT ?? TEST_PORT + 92)
export const TEST_CRM_SECRET = 'test-crm-webhook-secret'
/**
 * tests/int/cluster.test.ts: Varnish on this port, the web processes from the next one up; a Redis, a database and
 * a CRM fake of its own.
 */
export const TEST_CLUSTER_PORT = Number(process.env.TEST_CLUSTER_PORT ?? 4100)
export const TEST_REDIS_PORT = Number(process.env.TEST_REDIS_PORT ?? 6401)
export const TEST_CLUSTER_PG_PORT = Number(process.env.TEST_CLUSTER_PG_PORT ?? 54340)
export const TEST_CLUSTER_CRM_PORT = Number(process.env.TEST_CLUSTER_CRM_PORT ?? 4191)
/** The local push service the push-notification tests start (a stand-in for FCM or Mozilla's service). */
export const TEST_PUSH_PORT = Number(process.env.TEST_PUSH_PORT ?? TEST_PORT + 1)
export const TEST_PUSH_ORIGIN = `http://127.0.0.1:${TEST_PUSH_PORT}`
/** A VAPID key pair for the tests only (npx web-push generate-vapid-keys). */
export const TEST_VAPID = {
  publicKey: 'BHHdz153Gz-C5YbYu8OLULdXaAj8eV9aORMyJiVrtJ2sfsGzZMZEuXfaM1tESzeuj-aXDUirbbEvCftwgN1UMkA',
  privateKey: 'f1TucaWGkN1KvH5tVrOo4xeKYh7_ux-9j_IsXUkYUNo',
  subject: 'mailto:web@northwind.example',
}

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
  // Push notifications: test keys, subscriptions may point at the local push service, quick retries.
  VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
  VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
  VAPID_SUBJECT: TEST_VAPID.subject,
  PUSH_EXTRA_ENDPOINT_ORIGINS: TEST_PUSH_ORIGIN,
  PUSH_RETRY_BASE_DELAY_MS: '100',
  // The tests on this machine stand in for the proxy in front: they say which visitor a request comes from in
  // X-Forwarded-For. A request from any other address of the machine (127.0.0.2) is a client whose header counts
  // for nothing (tests/int/client-address.test.ts).
  TRUSTED_PROXIES: '127.0.0.1',
}
