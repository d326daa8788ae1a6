/**
 * Refuses to serve a production deployment that still has a development default (src/env.ts). Starts Payload
 * with the server, so the first visitor does not wait for it, and prepares the graceful stop
 * (src/lib/graceful-shutdown.ts): on SIGTERM /readyz answers 503 at once, so the load balancer sends nothing
 * new; after SHUTDOWN_DRAIN_SECONDS the process stops listening, finishes the requests in flight, closes its
 * database pools and Redis connections, and exits.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { env, refuseDevelopmentDefaults } = await import('@/env')
  try {
    refuseDevelopmentDefaults()
  } catch (error) {
    // Next only logs an error thrown here and serves anyway (every page a 500): the process must not start.
    console.error((error as Error).message)
    process.exit(1)
  }
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { stopGracefullyOnSignal } = await import('@/lib/graceful-shutdown')
  const { closeAllPools } = await import('@/lib/pg-pool')
  const { closeSharedCache } = await import('@/lib/shared-cache')
  const { purgeHttpCacheAfterEachRevalidation } = await import('@/lib/http-cache-purge')
  purgeHttpCacheAfterEachRevalidation()
  stopGracefullyOnSignal({
    drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    release: () => Promise.all([closeAllPools(), closeSharedCache()]),
  })
  await getPayload({ config })
}
