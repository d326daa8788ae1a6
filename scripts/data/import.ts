/**
 * Imports the reference data (HS 2022, India HSN, US HTS, countries) from DATA_DIR into the `reference`
 * schema. Run through the launcher, which starts the database and applies migrations first:
 *
 *   npm run data:import              import what changed since the last import
 *   npm run data:import -- --force   re-import everything
 *   npm run data:import -- --sources print the official download addresses
 */
import '../lib/load-env'
import { databaseUrl, env } from '../../src/env'
import { ImportCheckError, MissingDataError } from './errors'
import { importReferenceData } from './import-reference-data'
import { formatReport } from './report'
import { DATASET_SOURCES } from './sources'

/** PostgreSQL's error code for a table that does not exist. */
const UNDEFINED_TABLE = '42P01'

async function main(args: string[]): Promise<number> {
  if (args.includes('--sources')) {
    for (const [key, source] of Object.entries(DATASET_SOURCES)) {
      console.log(`${key} → ${source.folder}/\n  ${source.source}\n${source.downloads.map((url) => `  ${url}`).join('\n')}`)
    }
    return 0
  }
  if (!env.DATA_DIR) {
    console.error('DATA_DIR is not set and ../shared/data does not exist. Download the files listed by --sources first.')
    return 2
  }
  try {
    const report = await importReferenceData({ dataDir: env.DATA_DIR, connectionString: databaseUrl(), force: args.includes('--force') })
    console.log(formatReport(report))
    return 0
  } catch (error) {
    if (error instanceof ImportCheckError || error instanceof MissingDataError) {
      console.error(`Import refused, nothing changed: ${error.message}`)
      return 1
    }
    if (error instanceof Error && 'code' in error && error.code === UNDEFINED_TABLE) {
      console.error('The reference schema is missing: apply the migrations first (npm run data:import does).')
      return 1
    }
    throw error
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error('Import failed, nothing changed:', error)
    process.exit(1)
  },
)
