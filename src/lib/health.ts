import 'server-only'
import { isDraining } from '@/lib/draining'
import { getPayloadClient } from '@/lib/payload'
import { sharedCacheAnswers } from '@/lib/shared-cache'

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

/**
 * What /readyz answers: the database, the shared cache (when configured) and the reference data, as
 * `referenceDataImported` (given by the route, which knows the tools' datasets) reports it.
 */
export async function checkReadiness(referenceDataImported: () => Promise<boolean>): Promise<ReadinessReport> {
  const [database, cache, referenceData] = await Promise.all([
    within(databaseAnswers(), false),
    sharedCacheAnswers(CACHE_CHECK_TIMEOUT_MS),
    within(referenceDataImported(), false),
  ])
  const checks = { database, cache, referenceData, accepting: !isDraining() }
  const status = !checks.accepting || !database ? 'unavailable' : cache && referenceData ? 'ready' : 'degraded'
  return { status, checks }
}
