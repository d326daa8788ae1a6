import type { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>

/** Where cache-handler.mjs (plain JavaScript, loaded outside the bundles) keeps its Redis client once connected. */
const CACHE_HANDLER_CLIENT = Symbol.for('northwind.sharedCacheClient')

/** The Redis client of Next's cache handler in this process, made on its first cache lookup (none before, or without REDIS_URL). */
export function cacheHandlerClient(): RedisClient | undefined {
  return (globalThis as { [CACHE_HANDLER_CLIENT]?: RedisClient })[CACHE_HANDLER_CLIENT]
}
