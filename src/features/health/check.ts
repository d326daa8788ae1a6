import 'server-only'
import { getDatasetVersions } from '@/features/reference-data/versions'
import { SHIPPING_DATASETS } from '@/features/shipping/reference'
import { isDraining } from '@/lib/draining'
import { getPayloadClient } from '@/lib/payload'
import { sharedCacheAnswers } from '@/lib/shared-cache'

/** The datasets the tools cannot work without (HSN finder, HTS lookup, shipment calculator). */
const REQUIRED_DATASETS = ['india-hsn', 'us-hts', ...SHIPPING_DATASETS]
const CHECK_TIMEOUT_MS = 2000
/**
 * Redis answers a PING in well under a millisecond. A hung Redis must not make /readyz itself late: a load
 * balancer's probe that times out (Varnish's in deploy/compose/network.vcl allows 1 s) takes every process out.
 */
const CACHE_CHECK_TIMEOUT_MS = 300

/**
 * ready: serves everything; degraded: serves, with something missing (the shared cache is down and this process
 * uses its own memory, or the reference data is not imported and the tools say so); unavailable: draining, or no
 * database. Only the status leaves the process: which dependency failed is for the logs and metrics.
 */
type Readiness = 'ready' | 'degraded' | 'unavailable'
export type ReadinessReport = { status: Readiness; checks: { database: boolean; cache: boolean; referenceData: boolean; accepting: boolean } }

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

/** What /readyz answers: the database, the shared cache (when configured) and the reference data. */
export async function checkReadiness(): Promise<ReadinessReport> {
  const [database, cache, referenceData] = await Promise.all([
    within(databaseAnswers(), false),
    sharedCacheAnswers(CACHE_CHECK_TIMEOUT_MS),
    within(referenceDataImported(), false),
  ])
  const checks = { database, cache, referenceData, accepting: !isDraining() }
  const status = !checks.accepting || !database ? 'unavailable' : cache && referenceData ? 'ready' : 'degraded'
  return { status, checks }
}
