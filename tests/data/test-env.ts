/** The data tests' own embedded PostgreSQL, apart from development (54329) and the system tests (54339). */
export const DATA_TEST_PG_PORT = 54349
export const DATA_TEST_PG_DIR = '.data/data-test-postgres'

export const DATA_TEST_ENV: Record<string, string> = {
  DEPLOY_ENV: 'test',
  EMBEDDED_PG_PORT: String(DATA_TEST_PG_PORT),
  EMBEDDED_PG_DIR: DATA_TEST_PG_DIR,
  MEDIA_DIR: '.data/data-test-media',
}

/** A second database on the same server, migrated alike, that the importer tests fill with fixture files. */
export const FIXTURES_DATABASE = 'reference_fixtures'
