/** The reference-data import behind scripts/data/import.ts and the release step (scripts/release.ts). */
import pg from 'pg'
import { databaseUrl, env } from '../../src/env'
import { ImportCheckError, MissingDataError } from './errors'
import { importReferenceData } from './import-reference-data'
import { formatReport } from './report'
import { DATASET_KEYS, DATASET_SOURCES, hasDatasetFolder, type DatasetKey } from './sources'

/** PostgreSQL's error code for a table that does not exist. */
const UNDEFINED_TABLE = '42P01'

/** The datasets this database has never imported. */
async function missingDatasets(): Promise<DatasetKey[]> {
  const client = new pg.Client({ connectionString: databaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ dataset: string }>('SELECT dataset FROM reference.dataset_versions')
    return DATASET_KEYS.filter((key) => !rows.some((r) => r.dataset === key))
  } finally {
    await client.end()
  }
}

/** The import as `npm run data:import` and the release step run it; the exit code to end with. */
export async function runReferenceImport(args: string[]): Promise<number> {
  if (args.includes('--sources')) {
    for (const [key, source] of Object.entries(DATASET_SOURCES)) {
      console.log(`${key} → ${source.folder}/\n  ${source.source}\n${source.downloads.map((url) => `  ${url}`).join('\n')}`)
    }
    return 0
  }
  // --if-empty: the name the launcher of earlier releases used.
  const onlyMissing = args.includes('--missing') || args.includes('--if-empty')
  if (!env.DATA_DIR) {
    const message = 'DATA_DIR is not set and ../shared/data does not exist. Download the files listed by --sources first.'
    if (!onlyMissing) {
      console.error(message)
      return 2
    }
    const missing = await missingDatasets()
    if (missing.length > 0) console.warn(`The tools using ${missing.join(', ')} will say their data is not loaded: ${message}`)
    return 0
  }
  try {
    let only: DatasetKey[] | undefined
    if (onlyMissing) {
      const missing = await missingDatasets()
      if (missing.length === 0) return 0
      // A data folder of an earlier release may lack the newer datasets: import what it has, say what it lacks.
      only = missing.filter((key) => hasDatasetFolder(env.DATA_DIR!, key))
      const absent = missing.filter((key) => !only!.includes(key))
      if (absent.length > 0) console.warn(`DATA_DIR has no folder for ${absent.join(', ')}: the tools using them will say their data is not loaded.`)
      if (only.length === 0) return 0
    }
    const report = await importReferenceData({ dataDir: env.DATA_DIR, connectionString: databaseUrl(), force: args.includes('--force'), only })
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
