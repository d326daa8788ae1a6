import { createClient } from 'redis'
import { env } from '@/env'
import { cacheHandlerClient, cacheHandlerServesFromMemory, type RedisClient } from './cache-handler-client'

const holder = globalThis as typeof globalThis & { sharedCacheProbe?: Promise<RedisClient> }

/** A connection of its own for health checks (Next opens the cache handler's only when it first needs it). */
function probeClient(): Promise<RedisClient> {
  holder.sharedCacheProbe ??= (async () => {
    const client = createClient({ url: env.REDIS_URL, disableOfflineQueue: true })
    client.on('error', () => {}) // reported by /readyz (degraded); node-redis reconnects by itself
    await client.connect()
    return client
  })().catch((error) => {
    holder.sharedCacheProbe = undefined
    throw error
  })
  return holder.sharedCacheProbe
}

/**
 * Whether the shared cache (REDIS_URL) answers within `timeoutMs` and this process uses it again after an outage
 * (cache-handler.mjs first empties it); true without one (each process caches in memory).
 */
export async function sharedCacheAnswers(timeoutMs: number): Promise<boolean> {
  if (!env.REDIS_URL) return true
  if (cacheHandlerServesFromMemory()) return false
  const ping = probeClient()
    .then((client) => client.ping())
    .then(
      (answer) => answer === 'PONG',
      () => false,
    )
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref())
  return Promise.race([ping, timeout])
}

/** Closes this process's Redis connections (the cache handler's and the health probe's), for a process that stops. */
export async function closeSharedCache(): Promise<void> {
  const clients = [cacheHandlerClient(), await holder.sharedCacheProbe?.catch(() => undefined)]
  for (const client of clients) if (client?.isOpen) client.destroy()
}
