import { importReferenceData } from '../../scripts/data/import-reference-data'
import { databaseUrl, env } from '../../src/env'

/** The shared data folder (DATA_DIR, by default ../shared/data); `npm test` refuses to start without it. */
export const REAL_DATA_DIR = env.DATA_DIR

/** Imports the real files into the data tests' database; after the first test file, it finds them current. */
export function ensureRealData() {
  if (!REAL_DATA_DIR) throw new Error('DATA_DIR is not set')
  return importReferenceData({ dataDir: REAL_DATA_DIR, connectionString: databaseUrl() })
}
