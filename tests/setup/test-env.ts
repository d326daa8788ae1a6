/** Where the system tests run their own database and server, apart from a developer's `npm start`. */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 3100)
export const TEST_PG_PORT = Number(process.env.TEST_PG_PORT ?? 54339)
export const TEST_BASE_URL = `http://localhost:${TEST_PORT}`

export const TEST_ENV: Record<string, string> = {
  DEPLOY_ENV: 'test',
  EMBEDDED_PG_PORT: String(TEST_PG_PORT),
  EMBEDDED_PG_DIR: '.data/test-postgres',
  MEDIA_DIR: '.data/test-media',
  NEXT_DIST_DIR: '.next-test',
  SITE_URL: TEST_BASE_URL,
  PORT: String(TEST_PORT),
  NEXT_TELEMETRY_DISABLED: '1',
}
