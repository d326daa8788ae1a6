import 'server-only'
import { getHsnCode, getChapter, listSections } from '@/features/reference-tools/data/hsn'
import { isMissingSchema, type ReferenceDataset } from '@/features/reference-tools/data/http'
import { getLoadedVersions, type DatasetVersion } from '@/features/reference-tools/data/versions'
import { cachedQuery } from '@/lib/queries/cached'

/** Every chapter has fewer headings than this, so one page of the chapter read holds them all. */
const MAX_HEADINGS = 200

/**
 * Whether the datasets a page needs are imported. Asked on every render (the versions are read from the
 * database at most every 5 s) so that a page shows the data soon after it is imported; `key` names the imported versions, and the cached reads below
 * take it as their first argument, so a new import is a new cache entry rather than a stale one.
 */
export type ReferenceState = { loaded: true; key: string; versions: DatasetVersion[] } | { loaded: false }

export async function readReferenceState(datasets: readonly ReferenceDataset[]): Promise<ReferenceState> {
  let versions: DatasetVersion[] | null
  try {
    versions = await getLoadedVersions(datasets)
  } catch (error) {
    if (isMissingSchema(error)) return { loaded: false }
    throw error
  }
  if (!versions) return { loaded: false }
  const key = versions.map((v) => `${v.dataset}@${new Date(v.importedAt).toISOString()}`).join(',')
  return { loaded: true, key, versions }
}

export const getCachedSections = cachedQuery('hsn-sections', [], (_key: string) => listSections())

export const getCachedHsnCode = cachedQuery('hsn-code', [], (_key: string, code: string) => getHsnCode(code))

export const getCachedChapter = cachedQuery('hsn-chapter', [], (_key: string, chapter: string) => getChapter(chapter, { limit: MAX_HEADINGS }))
