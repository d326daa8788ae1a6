/**
 * Next's cache handler when REDIS_URL is set (next.config.ts): rendered pages, route handler responses and
 * cached CMS reads live in Redis, shared by every web process, so a revalidation made by one process is
 * seen by all on their next request. Without REDIS_URL Next keeps its own in-memory cache (one process).
 *
 * Plain JavaScript: Next imports this file at run time, outside its bundles. It reads process.env itself for
 * the same reason (src/env.ts has validated the variables when next.config.ts loaded).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createClient } from 'redis'

/** Where the rest of the process finds this Redis client (src/lib/cache-handler-client.ts). */
const CLIENT_KEY = Symbol.for('northwind.sharedCacheClient')
/**
 * What the process runs once a revalidation is stored (src/lib/http-cache-purge.ts: the HTTP cache purge). Next
 * stores the tags a request revalidated after its response; a purge sent earlier let the HTTP cache fetch and keep
 * the old page again in between.
 */
const AFTER_REVALIDATION_KEY = Symbol.for('northwind.afterTagRevalidation')
/** A Redis command that takes longer counts as a miss, so a slow or lost Redis never holds a page up. */
const REDIS_TIMEOUT_MS = 1000

/**
 * Entries answer with the lifetime they were stored with (the handler keeps Next's `revalidate` in `lifespan`), as
 * Next reads it from `cacheControl`. Without it, a process that did not render a page itself took it as stale after
 * a second, rendered it again in the background on every hit, and sent it without Cache-Control.
 */
function withCacheControl(handler) {
  return {
    ...handler,
    async get(key, meta) {
      const entry = await handler.get(key, meta)
      if (entry?.lifespan && !entry.cacheControl) entry.cacheControl = { revalidate: entry.lifespan.revalidate ?? false, expire: undefined }
      return entry
    },
  }
}

/** Runs what the process registered under AFTER_REVALIDATION_KEY once each revalidation is stored (or has failed). */
function withHookAfterRevalidation(handler) {
  return {
    ...handler,
    async revalidateTag(tag) {
      try {
        await handler.revalidateTag(tag)
      } finally {
        await globalThis[AFTER_REVALIDATION_KEY]?.()
      }
    },
  }
}

CacheHandler.onCreation(async () => {
  // The build prerenders into the build folder; only running servers share the cache.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] }
  let client = globalThis[CLIENT_KEY]
  if (!client) {
    // No offline queue: while Redis is unreachable commands fail at once (a miss) instead of waiting.
    client = createClient({ url: process.env.REDIS_URL, disableOfflineQueue: true, pingInterval: 10_000 })
    client.on('error', (error) => console.error('[cache] Redis:', error.message))
    globalThis[CLIENT_KEY] = client
    await client.connect().catch((error) => console.error('[cache] Redis unreachable at start:', error.message))
  }
  // Keys carry the build: pages rendered by one build point at its script files, which another build lacks.
  const buildId = readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
  return { handlers: [withHookAfterRevalidation(withCacheControl(createRedisHandler({ client, keyPrefix: `northwind:${buildId}:`, timeoutMs: REDIS_TIMEOUT_MS })))] }
})

export default CacheHandler
