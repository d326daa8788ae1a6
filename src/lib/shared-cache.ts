import { createClient } from 'redis'
import { env } from '@/env'

type Client = ReturnType<typeof createClient>
const holder = globalThis as typeof globalThis & { sharedCacheProbe?: Promise<Client> }

/** A connection of its own for health checks (Next opens the cache handler's only when it first needs it). */
function probeClient(): Promise<Client> {
  holder.sharedCacheProbe ??= (async () => {
    const client = createClient({ url: env.REDIS_URL, disableOfflineQueue: true })
    client.on('error', () => {}) // reported by /healthz; node-redis reconnects by itself
    await client.connect()
    return client
  })().catch((error) => {
    holder.sharedCacheProbe = undefined
    throw error
  })
  return holder.sharedCacheProbe
}

/** Whether the shared cache (REDIS_URL) answers within `timeoutMs`; true without one (each process caches in memory). */
export async function sharedCacheAnswers(timeoutMs: number): Promise<boolean> {
  if (!env.REDIS_URL) return true
  const ping = probeClient().then((client) => client.ping()).then((answer) => answer === 'PONG', () => false)
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref())
  return Promise.race([ping, timeout])
}
