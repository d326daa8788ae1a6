import { referencePool } from './db'

export type DatasetVersion = {
  dataset: string
  versionLabel: string
  source: string
  sourceUrl: string
  importedAt: Date
  rowCounts: Record<string, number>
}

/** An import shows on the pages and in the API's ETags at most this long after it commits. */
const VERSIONS_CACHE_MS = 5000
let cached: { versions: Promise<DatasetVersion[]>; readAt: number } | undefined

/**
 * What each dataset's pages show as "Source … version …, imported on …"; empty before the first import. Every
 * API answer needs it (its ETag), so one read serves the requests of the next few seconds.
 */
export function getDatasetVersions(): Promise<DatasetVersion[]> {
  if (cached && Date.now() - cached.readAt < VERSIONS_CACHE_MS) return cached.versions
  const versions = readDatasetVersions()
  cached = { versions, readAt: Date.now() }
  // A failed read (the schema not migrated yet, say) is not kept.
  versions.catch(() => (cached = undefined))
  return versions
}

async function readDatasetVersions(): Promise<DatasetVersion[]> {
  const { rows } = await referencePool().query<{
    dataset: string
    version_label: string
    source: string
    source_url: string
    imported_at: Date
    row_counts: Record<string, number>
  }>('SELECT dataset, version_label, source, source_url, imported_at, row_counts FROM reference.dataset_versions ORDER BY dataset')
  return rows.map((r) => ({
    dataset: r.dataset,
    versionLabel: r.version_label,
    source: r.source,
    sourceUrl: r.source_url,
    importedAt: r.imported_at,
    rowCounts: r.row_counts,
  }))
}

/** The versions of `datasets`, or null while any of them is not imported. */
export async function getLoadedVersions(datasets: readonly string[]): Promise<DatasetVersion[] | null> {
  const versions = (await getDatasetVersions()).filter((v) => datasets.includes(v.dataset))
  return versions.length < datasets.length ? null : versions
}
