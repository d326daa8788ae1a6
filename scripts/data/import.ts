/**
 * Imports the reference data (HS 2022, India HSN, US HTS, countries) from DATA_DIR into the `reference`
 * schema. Run through the launcher, which starts the database and applies migrations first:
 *
 *   npm run data:import              import what changed since the last import
 *   npm run data:import -- --force   re-import everything
 *   npm run data:import -- --sources print the official download addresses
 *   tsx scripts/data/import.ts --if-empty   what `npm start` runs: import only into a database without reference data
 */
import '../lib/load-env'
import pg from 'pg'
import { databaseUrl, env } from '../../src/env'
import { ImportCheckError, MissingDataError } from './errors'
import { importReferenceData } from './import-reference-data'
import { formatReport } from './report'
import { DATASET_SOURCES } from './sources'

/** PostgreSQL's error code for a table that does not exist. */
const UNDEFINED_TABLE = '42P01'

async function hasNoReferenceData(): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT 1 FROM reference.dataset_versions LIMIT 1')
    return rows.length === 0
  } finally {
    await client.end()
  }
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--sources')) {
    for (const [key, source] of Object.entries(DATASET_SOURCES)) {
      console.log(`${key} → ${source.folder}/\n  ${source.source}\n${source.downloads.map((url) => `  ${url}`).join('\n')}`)
    }
    return 0
  }
  const ifEmpty = args.includes('--if-empty')
  if (!env.DATA_DIR) {
    const message = 'DATA_DIR is not set and ../shared/data does not exist. Download the files listed by --sources first.'
    if (!ifEmpty) {
      console.error(message)
      return 2
    }
    if (await hasNoReferenceData()) console.warn(`The HSN and HTS tools will say their data is not loaded: ${message}`)
    return 0
  }
  try {
    if (ifEmpty && !(await hasNoReferenceData())) return 0
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
