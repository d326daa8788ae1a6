import { getPayload } from 'payload'
import config from '@payload-config'
import { env, refuseDevelopmentDefaults } from '@/env'
import { stopGracefullyOnSignal } from '@/lib/graceful-shutdown'
import { lendLoggerToCacheHandler } from '@/lib/cache-handler-client'
import { purgeHttpCacheAfterEachRevalidation } from '@/lib/http-cache-purge'
import { closeAllPools } from '@/lib/pg-pool'
import { closeSharedCache } from '@/lib/shared-cache'

/** The web process's start in Node (src/instrumentation.ts says what it does). */
export async function registerNode() {
  try {
    refuseDevelopmentDefaults()
  } catch (error) {
    // Next only logs an error thrown by the hook and serves anyway (every page a 500): the process must not start.
    console.error((error as Error).message)
    process.exit(1)
  }
  purgeHttpCacheAfterEachRevalidation()
  stopGracefullyOnSignal({
    drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    release: () => Promise.all([closeAllPools(), closeSharedCache()]),
  })
  const payload = await getPayload({ config })
  lendLoggerToCacheHandler(payload.logger)
}
