import type { createClient } from 'redis'
import type { Payload } from 'payload'

export type RedisClient = ReturnType<typeof createClient>

/** Where cache-handler.mjs (plain JavaScript, loaded outside the bundles) keeps its Redis client once connected. */
const CACHE_HANDLER_CLIENT = Symbol.for('northwind.sharedCacheClient')

/** The Redis client of Next's cache handler in this process, made on its first cache lookup (none before, or without REDIS_URL). */
export function cacheHandlerClient(): RedisClient | undefined {
  return (globalThis as { [CACHE_HANDLER_CLIENT]?: RedisClient })[CACHE_HANDLER_CLIENT]
}

/** Where cache-handler.mjs tells whether it serves from this process's memory (Redis failed, or is not yet emptied). */
const CACHE_HANDLER_SERVES_FROM_MEMORY = Symbol.for('northwind.sharedCacheServesFromMemory')

/** Whether Next's cache handler in this process serves from its own memory rather than the shared cache. */
export function cacheHandlerServesFromMemory(): boolean {
  return (globalThis as { [CACHE_HANDLER_SERVES_FROM_MEMORY]?: () => boolean })[CACHE_HANDLER_SERVES_FROM_MEMORY]?.() ?? false
}

/** Where cache-handler.mjs finds the process's logger. */
const CACHE_HANDLER_LOGGER = Symbol.for('northwind.cacheHandlerLogger')

/** Lets cache-handler.mjs log through the process's logger (JSON lines in production) instead of the console. */
export function lendLoggerToCacheHandler(logger: Payload['logger']): void {
  ;(globalThis as { [CACHE_HANDLER_LOGGER]?: Payload['logger'] })[CACHE_HANDLER_LOGGER] = logger
}
