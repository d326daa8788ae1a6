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
/** Where the rest of the process asks whether this handler serves from its own memory (/readyz: degraded). */
const SERVES_FROM_MEMORY_KEY = Symbol.for('northwind.sharedCacheServesFromMemory')
/**
 * What the process runs once a revalidation is stored (src/lib/http-cache-purge.ts: the HTTP cache purge). Next
 * stores the tags a request revalidated after its response; a purge sent earlier let the HTTP cache fetch and keep
 * the old page again in between.
 */
const AFTER_REVALIDATION_KEY = Symbol.for('northwind.afterTagRevalidation')
/**
 * The process's logger (Payload's pino logger, src/lib/cache-handler-client.ts lends it once Payload has started):
 * JSON lines in production like every other line of the process. Until then, the console.
 */
const LOGGER_KEY = Symbol.for('northwind.cacheHandlerLogger')
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
        await purgeHttpCache()
      }
    },
  }
}

/** Purges the HTTP cache, through what the process registered under AFTER_REVALIDATION_KEY (nothing without it). */
const purgeHttpCache = () => globalThis[AFTER_REVALIDATION_KEY]?.()

function report(level, message) {
  const logger = globalThis[LOGGER_KEY]
  if (logger) logger[level](`[cache] ${message}`)
  else console.error(`[cache] ${message}`)
}

/**
 * The request being served: the web process runs each in an AsyncLocalStorage under this key
 * (scripts/lib/request-context.ts), with `startedAt`, its performance.now() when it came in, and `afterResponse`.
 */
const REQUEST_CONTEXT_KEY = Symbol.for('northwind.request-context')
const currentRequest = () => globalThis[REQUEST_CONTEXT_KEY]?.getStore()

/** Deletes every key of this build from the shared cache (SCAN, then UNLINK in batches), each command timed out. */
async function dropSharedCache(client, keyPrefix) {
  let dropped = 0
  let cursor = '0'
  do {
    const reply = await withinRedisTimeout(client.scan(cursor, { MATCH: `${keyPrefix}*`, COUNT: 500 }))
    cursor = reply.cursor
    if (reply.keys.length > 0) dropped += await withinRedisTimeout(client.unlink(reply.keys))
  } while (cursor !== '0')
  return dropped
}

/** How often a process whose Redis failed checks whether it answers again. */
const REDIS_RECHECK_MS = 2000
/** How often a shared cache that still cannot be dropped is reported while the process keeps trying. */
const DROP_FAILURE_REPORT_MS = 60_000

/**
 * Whether this process takes Redis for down: from its first failed or timed-out command (or a connection error)
 * until a PING answers again and `recover` (which may use Redis) has succeeded; then `onRecovered` runs, at once.
 * `begunBeforeRecovery` tells whether the request being served came in before the last recovery.
 */
function trackRedisOutage(client, { recover, onRecovered }) {
  let down = false
  let recoveredAt = -Infinity
  let recheck
  let checking = false
  const checkWhetherBack = () => {
    if (checking) return
    checking = true
    withinRedisTimeout(client.ping())
      .then(recover)
      .then(() => {
        if (!down) return
        down = false
        recoveredAt = performance.now()
        clearInterval(recheck)
        onRecovered()
      })
      .catch(() => {})
      .finally(() => (checking = false))
  }
  const markDown = (reason) => {
    if (down) return
    down = true
    report('warn', `Redis unreachable (${reason}): this process serves from its own memory until it answers again.`)
    recheck = setInterval(checkWhetherBack, REDIS_RECHECK_MS)
    recheck.unref()
  }
  client.on('error', (error) => markDown(error.message))
  if (!client.isReady) markDown('not connected at start')
  const begunBeforeRecovery = () => (currentRequest()?.startedAt ?? Infinity) < recoveredAt
  return { isDown: () => down, markDown, begunBeforeRecovery }
}

/**
 * Rejects after REDIS_TIMEOUT_MS. node-redis's abort signal only withdraws a command not yet sent: one written to a Redis that
 * hangs (connected, answering nothing) would wait for ever.
 */
function withinRedisTimeout(promise) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * The Redis handler, reporting each failed call (a refused connection, a time-out) as an outage, and failing at
 * once while the outage lasts: otherwise every cached read of a page would wait out its own time-out.
 *
 * A request that came in before Redis was back stores nothing there: what it rendered may rest on this process's
 * memory, or on Redis entries read before the outage, and an edit made meanwhile replaced those. Stored after the
 * shared cache was dropped, it would be served until it expired. Its answer may be on its way to the HTTP cache,
 * after the purge of the recovery: the HTTP cache is purged again once it has been sent.
 */
export function failingFastWhileDown(handler, outage) {
  const purgedAfter = new WeakSet()
  const purgeAfterResponse = (request) => {
    if (purgedAfter.has(request)) return
    purgedAfter.add(request)
    request.afterResponse(purgeHttpCache)
  }
  const guarded =
    (method) =>
    async (...args) => {
      if (outage.isDown()) throw new Error('Redis is down')
      try {
        return await withinRedisTimeout(handler[method](...args))
      } catch (error) {
        outage.markDown(error instanceof Error ? error.message : String(error))
        throw error
      }
    }
  const set = guarded('set')
  return {
    ...handler,
    get: guarded('get'),
    set: async (...args) => {
      if (!outage.begunBeforeRecovery()) return set(...args)
      purgeAfterResponse(currentRequest())
    },
    revalidateTag: guarded('revalidateTag'),
  }
}

/**
 * While Redis is down this process keeps what it renders in its own memory (an LRU), so it goes on serving from a
 * cache instead of rendering every request (the CacheHandler asks the Redis handler first, and this one when that
 * fails). When Redis answers again, this build's shared cache is dropped first (the process stays on its memory
 * until that has succeeded), then that memory and the HTTP cache's pages: revalidations made meanwhile could not be
 * recorded in Redis, and it would serve what they replaced; the HTTP cache may hold pages another process served
 * from its memory after such a revalidation.
 */
export function memoryWhileRedisIsDown(client, keyPrefix) {
  let memory = createLruHandler()
  let dropFailureReportedAt = -Infinity
  const outage = trackRedisOutage(client, {
    recover: () =>
      dropSharedCache(client, keyPrefix).then(
        (count) => {
          dropFailureReportedAt = -Infinity
          report('info', `Redis answers again: dropped the ${count} entries of the shared cache (revalidations made meanwhile were not recorded there).`)
        },
        (error) => {
          // Tried again every REDIS_RECHECK_MS: once a minute is enough to say it still fails (/readyz says so meanwhile).
          if (Date.now() - dropFailureReportedAt >= DROP_FAILURE_REPORT_MS) {
            dropFailureReportedAt = Date.now()
            report(
              'error',
              `Redis answers again, but dropping the shared cache failed (${error.message}): this process stays on its own memory and tries again.`,
            )
          }
          throw error
        },
      ),
    onRecovered: () => {
      memory = createLruHandler()
      purgeHttpCache()
    },
  })
  const fallback = {
    name: 'memory-while-redis-is-down',
    get: (key, meta) => (outage.isDown() ? memory.get(key, meta) : Promise.resolve(null)),
    set: (key, value, meta) => (outage.isDown() ? memory.set(key, value, meta) : Promise.resolve()),
    revalidateTag: (tag) => memory.revalidateTag(tag),
    delete: (key) => memory.delete?.(key) ?? Promise.resolve(),
  }
  return { outage, fallback }
}

CacheHandler.onCreation(async () => {
  // The build prerenders into the build folder; only running servers share the cache.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] }
  let client = globalThis[CLIENT_KEY]
  if (!client) {
    // No offline queue: while Redis is unreachable commands fail at once (a miss) instead of waiting.
    client = createClient({ url: process.env.REDIS_URL, disableOfflineQueue: true, pingInterval: 10_000 })
    // Reported once per outage (trackRedisOutage), not at each reconnection attempt.
    client.on('error', () => {})
    globalThis[CLIENT_KEY] = client
    // A Redis that accepts connections and answers nothing would hold every page of a new process up for ever.
    await withinRedisTimeout(client.connect()).catch((error) => report('warn', `Redis unreachable at start: ${error.message}`))
  }
  // Keys carry the build: pages rendered by one build point at its script files, which another build lacks.
  const buildId = readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim()
  const keyPrefix = `northwind:${buildId}:`
  const { outage, fallback } = memoryWhileRedisIsDown(client, keyPrefix)
  globalThis[SERVES_FROM_MEMORY_KEY] = outage.isDown
  const redis = failingFastWhileDown(createRedisHandler({ client, keyPrefix, timeoutMs: REDIS_TIMEOUT_MS }), outage)
  return { handlers: [withHookAfterRevalidation(withCacheControl(redis)), withCacheControl(fallback)] }
})

export default CacheHandler
