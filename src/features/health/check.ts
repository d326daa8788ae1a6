import 'server-only'
import { getDatasetVersions } from '@/features/reference-data/versions'
import { SHIPPING_DATASETS } from '@/features/shipping/reference'
import { isDraining } from '@/lib/draining'
import { getPayloadClient } from '@/lib/payload'
import { sharedCacheAnswers } from '@/lib/shared-cache'

/** The datasets the tools cannot work without (HSN finder, HTS lookup, shipment calculator). */
const REQUIRED_DATASETS = ['india-hsn', 'us-hts', ...SHIPPING_DATASETS]
const CHECK_TIMEOUT_MS = 2000

export type HealthReport = { healthy: boolean; checks: { database: boolean; cache: boolean; referenceData: boolean; accepting: boolean } }

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([promise.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS).unref())])
}

async function databaseAnswers(): Promise<boolean> {
  const payload = await getPayloadClient()
  await payload.db.pool.query('SELECT 1')
  return true
}

async function referenceDataImported(): Promise<boolean> {
  const loaded = new Set((await getDatasetVersions()).map((v) => v.dataset))
  return REQUIRED_DATASETS.every((dataset) => loaded.has(dataset))
}

/** What /healthz answers: the database, the shared cache (when configured) and the reference data. */
export async function checkHealth(): Promise<HealthReport> {
  const [database, cache, referenceData] = await Promise.all([
    within(databaseAnswers(), false),
    sharedCacheAnswers(CHECK_TIMEOUT_MS),
    within(referenceDataImported(), false),
  ])
  const checks = { database, cache, referenceData, accepting: !isDraining() }
  return { healthy: Object.values(checks).every(Boolean), checks }
}
