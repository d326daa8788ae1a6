import { env, refuseDevelopmentDefaults } from '@/env'
import { stopGracefullyOnSignal } from '@/lib/graceful-shutdown'
import { lendLoggerToCacheHandler } from '@/lib/cache-handler-client'
import { purgeHttpCacheAfterEachRevalidation } from '@/lib/http-cache-purge'
import { log, sendConsoleToJsonLog } from '@/lib/logger'
import { startPayload } from '@/lib/payload'
import { closeAllPools } from '@/lib/pg-pool'
import { isStartupRefusal } from '@/lib/production-checks'
import { closeSharedCache } from '@/lib/shared-cache'

/** While the database does not answer, Payload is tried again after 5 s, then twice as long each time, up to a minute. */
const PAYLOAD_RETRY_FIRST_MS = 5000
const PAYLOAD_RETRY_MAX_MS = 60_000

/** The web process's start in Node (src/instrumentation.ts says what it does). */
export async function registerNode() {
  try {
    refuseDevelopmentDefaults()
  } catch (error) {
    // Next only logs an error thrown by the hook and serves anyway (every page a 500): the process must not start.
    console.error((error as Error).message)
    process.exit(1)
  }
  sendConsoleToJsonLog()
  purgeHttpCacheAfterEachRevalidation()
  stopGracefullyOnSignal({
    drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    release: () => Promise.all([closeAllPools(), closeSharedCache()]),
  })
  await keepStartingPayload(1, PAYLOAD_RETRY_FIRST_MS)
}

/**
 * Starts Payload before the first visitor. A database that does not answer yet (a deployment whose web processes
 * start before it, or during its failover) must not fail this hook: Next would answer every request for good with
 * a 500, /livez included, and the processes would be restarted in a loop. /livez answers, /readyz answers 503,
 * and Payload is tried again (by this, and by a request that needs it, /readyz included, at most every few
 * seconds: src/lib/payload.ts) until the database answers. Payload logs each failed attempt. A refusal
 * (src/lib/production-checks.ts) is no outage: the process exits.
 */
async function keepStartingPayload(attempt: number, retryMs: number): Promise<void> {
  try {
    const payload = await startPayload()
    lendLoggerToCacheHandler(payload.logger)
    if (attempt > 1) log.info(`Payload started: the database answered (attempt ${attempt}).`)
  } catch (error) {
    if (isStartupRefusal(error)) {
      console.error(error.message)
      process.exit(1)
    }
    if (attempt === 1) log.error('Payload could not start (is the database reachable?); the process answers /livez and tries again.', error)
    setTimeout(() => void keepStartingPayload(attempt + 1, Math.min(retryMs * 2, PAYLOAD_RETRY_MAX_MS)), retryMs).unref()
  }
}
