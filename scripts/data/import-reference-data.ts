import { createHash } from 'node:crypto'
import pg from 'pg'
import { copyRows } from './copy-rows'
import { INTEGRITY_CHECKS, prepareDataset, readDatasetFiles, VOCABULARY_SOURCES, type DatasetSources, type PreparedDataset } from './datasets'
import { ImportCheckError } from './errors'
import type { RowIssue } from './read-csv'
import { DATASET_KEYS, DATASET_SOURCES, locateDataset, type DatasetKey } from './sources'

/** Bump when the importer would store different rows from the same files: the next run re-imports them. */
const IMPORTER_VERSION = 1

export type ImportOptions = {
  dataDir: string
  connectionString: string
  /** Import even the datasets whose files and importer version match the recorded ones. */
  force?: boolean
  /** Below this share of source rows kept, a dataset fails the import (a wrong file or encoding, say). */
  minKeptRatio?: number
  /** Only these datasets (by default all): the files of the others are neither read nor required. */
  only?: readonly DatasetKey[]
}

type DatasetOutcome = {
  dataset: DatasetKey
  status: 'imported' | 'unchanged'
  versionLabel: string
  rowCounts: Record<string, number>
  skipped: RowIssue[]
  notices: RowIssue[]
}

export type ImportReport = { datasets: DatasetOutcome[]; durationMs: number }

type LocatedDataset = { key: DatasetKey; versionLabel: string; files: DatasetSources; checksum: string }

/** India's flags and links are computed against HS 2022: a new HS file re-imports the India list too. */
const DEPENDENCIES: Partial<Record<DatasetKey, DatasetKey>> = { 'india-hsn': 'hs2022' }

function datasetChecksum(files: DatasetSources): string {
  const hash = createHash('sha256')
  for (const role of Object.keys(files).sort()) hash.update(`${role}:${files[role]!.sha256}\n`)
  return hash.digest('hex')
}

/**
 * Reads the files of the datasets in `keys` and of those they depend on (not parsing them yet): their checksums
 * tell which datasets changed.
 */
function locateAll(dataDir: string, keys: readonly DatasetKey[]): LocatedDataset[] {
  const needed = DATASET_KEYS.filter((key) => keys.includes(key) || keys.some((k) => DEPENDENCIES[k] === key))
  const located = needed.map((key) => {
    const { versionLabel, files } = locateDataset(dataDir, key)
    return { key, versionLabel, files: readDatasetFiles(key, files) }
  })
  const filesOf = (key: DatasetKey) => located.find((d) => d.key === key)!.files
  return located.map((dataset) => {
    const dependency = DEPENDENCIES[dataset.key]
    const checked = { ...dataset.files, ...(dependency ? prefixRoles(dependency, filesOf(dependency)) : {}) }
    return { ...dataset, checksum: datasetChecksum(checked) }
  })
}

function prefixRoles(prefix: string, files: DatasetSources): DatasetSources {
  return Object.fromEntries(Object.entries(files).map(([role, file]) => [`${prefix}/${role}`, file]))
}

function checkKeptRatio(key: DatasetKey, prepared: PreparedDataset, minKeptRatio: number) {
  const kept = prepared.tables.reduce((sum, t) => sum + t.rows.length, 0)
  if (prepared.sourceRows === 0 || kept / prepared.sourceRows < minKeptRatio) {
    throw new ImportCheckError(
      `${key}: only ${kept} of ${prepared.sourceRows} source rows are importable (minimum ${Math.round(minKeptRatio * 100)}%); ` +
        `first problems: ${prepared.skipped
          .slice(0, 3)
          .map((s) => `${s.file}:${s.line} ${s.reason}`)
          .join('; ')}`,
    )
  }
}

async function replaceTables(client: pg.ClientBase, prepared: PreparedDataset) {
  for (const { table } of [...prepared.tables].reverse()) await client.query(`DELETE FROM ${table}`)
  for (const { table, columns, rows } of prepared.tables) await copyRows(client, table, columns, rows)
}

async function verify(client: pg.ClientBase, key: DatasetKey, prepared: PreparedDataset): Promise<Record<string, number>> {
  const rowCounts: Record<string, number> = {}
  for (const { table, rows } of prepared.tables) {
    const {
      rows: [counted],
    } = await client.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`)
    if (counted!.count !== rows.length) throw new ImportCheckError(`${table}: ${counted!.count} rows stored, ${rows.length} expected`)
    rowCounts[table.replace(/^reference\./, '')] = rows.length
  }
  for (const check of INTEGRITY_CHECKS[key]) {
    const {
      rows: [result],
    } = await client.query<{ count: string }>(check.sql)
    if (Number(result!.count) > 0) throw new ImportCheckError(`${key}: check "${check.name}" failed for ${result!.count} rows`)
  }
  return rowCounts
}

async function rebuildVocabulary(client: pg.ClientBase, key: DatasetKey) {
  const source = VOCABULARY_SOURCES[key]
  if (!source) return
  await client.query('DELETE FROM reference.search_terms WHERE dataset = $1', [key])
  await client.query(
    `INSERT INTO reference.search_terms (dataset, term, stem, doc_count)
     SELECT $1, word, coalesce((ts_lexize('english_stem', word))[1], word), ndoc
       FROM ts_stat($2) WHERE word ~ '^[a-z]{3,}$'`,
    [key, source],
  )
}

async function recordVersion(client: pg.ClientBase, dataset: LocatedDataset, outcome: DatasetOutcome) {
  const source = DATASET_SOURCES[dataset.key]
  await client.query(
    `INSERT INTO reference.dataset_versions
       (dataset, version_label, source, source_url, imported_at, row_counts, skipped_rows, checksum, files, importer_version)
     VALUES ($1, $2, $3, $4, now(), $5, $6, $7, $8, $9)
     ON CONFLICT (dataset) DO UPDATE SET version_label = EXCLUDED.version_label, source = EXCLUDED.source,
       source_url = EXCLUDED.source_url, imported_at = EXCLUDED.imported_at, row_counts = EXCLUDED.row_counts,
       skipped_rows = EXCLUDED.skipped_rows, checksum = EXCLUDED.checksum, files = EXCLUDED.files,
       importer_version = EXCLUDED.importer_version`,
    [
      dataset.key,
      dataset.versionLabel,
      source.source,
      source.downloads[0],
      JSON.stringify(outcome.rowCounts),
      outcome.skipped.length,
      dataset.checksum,
      JSON.stringify(Object.values(dataset.files).map((f) => ({ name: f.name, bytes: f.content.length, sha256: f.sha256 }))),
      IMPORTER_VERSION,
    ],
  )
}

/**
 * Imports every dataset found under dataDir whose files (or the importer) changed since the recorded
 * import, in one transaction: rows are replaced, counted and checked, the vocabulary for typo correction is
 * rebuilt and the versions recorded before commit. Any failure rolls everything back, so the previous data
 * stays in place; readers keep seeing it until the commit.
 */
export async function importReferenceData(options: ImportOptions): Promise<ImportReport> {
  const started = performance.now()
  const minKeptRatio = options.minKeptRatio ?? 0.9
  const selected = options.only ?? DATASET_KEYS
  const located = locateAll(options.dataDir, selected)

  const client = new pg.Client({ connectionString: options.connectionString })
  await client.connect()
  const outcomes: DatasetOutcome[] = []
  const changedTables: string[] = []
  try {
    await client.query('BEGIN')
    // One import at a time; a second one waits, then finds the data current.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('reference-data-import'))`)
    const { rows: recorded } = await client.query<{ dataset: string; checksum: string; importer_version: number; row_counts: Record<string, number> }>(
      'SELECT dataset, checksum, importer_version, row_counts FROM reference.dataset_versions',
    )
    for (const dataset of located.filter((d) => selected.includes(d.key))) {
      const previous = recorded.find((r) => r.dataset === dataset.key)
      if (!options.force && previous?.checksum === dataset.checksum && previous.importer_version === IMPORTER_VERSION) {
        outcomes.push({
          dataset: dataset.key,
          status: 'unchanged',
          versionLabel: dataset.versionLabel,
          rowCounts: previous.row_counts,
          skipped: [],
          notices: [],
        })
        continue
      }
      const prepared = prepareDataset(dataset.key, dataset.files, located.find((d) => d.key === 'hs2022')?.files ?? {})
      checkKeptRatio(dataset.key, prepared, minKeptRatio)
      await replaceTables(client, prepared)
      const rowCounts = await verify(client, dataset.key, prepared)
      await rebuildVocabulary(client, dataset.key)
      const outcome: DatasetOutcome = {
        dataset: dataset.key,
        status: 'imported',
        versionLabel: dataset.versionLabel,
        rowCounts,
        skipped: prepared.skipped,
        notices: prepared.notices,
      }
      await recordVersion(client, dataset, outcome)
      outcomes.push(outcome)
      changedTables.push(...prepared.tables.map((t) => t.table))
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    await client.end()
    throw error
  }
  try {
    // Loading fills the GIN indexes' pending lists, which every search would then scan: VACUUM merges them
    // (and drops the replaced rows); ANALYZE gives the planner the new statistics.
    if (changedTables.length > 0) await client.query(`VACUUM (ANALYZE) ${[...changedTables, 'reference.search_terms'].join(', ')}`)
  } finally {
    await client.end()
  }
  return { datasets: outcomes, durationMs: performance.now() - started }
}
