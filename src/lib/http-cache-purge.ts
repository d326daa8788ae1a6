import { env } from '@/env'
import { log } from './logger'

/** How long a content change waits for each cache to confirm; an unreachable cache does not hold the editor up. */
const PURGE_TIMEOUT_MS = 3000

/**
 * Asks each HTTP cache in front of the web processes (HTTP_CACHE_PURGE_URLS) to drop the pages it holds, with a
 * `BAN` request its configuration accepts from the web processes only (deploy/varnish/site.vcl), and with
 * HTTP_CACHE_PURGE_TOKEN where the cache asks for it. Every page: a
 * change to the site's settings, menus or footer shows on all of them, and a page is rendered again at most once
 * per change. Next's own build files (`/_next/static`, named by content) stay.
 */
export async function purgeHttpCache(): Promise<void> {
  const urls = (env.HTTP_CACHE_PURGE_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url, { method: 'BAN', headers: purgeHeaders(), signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) })
        if (!response.ok) log.error(`[http-cache] ${url} answered ${response.status} to the purge`)
      } catch (error) {
        log.error(`[http-cache] ${url} could not be reached for the purge:`, (error as Error).message)
      }
    }),
  )
}

function purgeHeaders(): Record<string, string> {
  return env.HTTP_CACHE_PURGE_TOKEN ? { authorization: `Bearer ${env.HTTP_CACHE_PURGE_TOKEN}` } : {}
}

/** Where cache-handler.mjs (plain JavaScript, loaded outside the bundles) finds what to run once a revalidation is stored. */
const AFTER_REVALIDATION = Symbol.for('northwind.afterTagRevalidation')

/**
 * Has the shared cache handler (cache-handler.mjs, with REDIS_URL) purge the HTTP cache each time it has stored a
 * revalidation. Next stores the tags a request revalidated only after its response: after the purge sent from the
 * request itself (revalidateHere), the HTTP cache could fetch the old page in between and keep it.
 */
export function purgeHttpCacheAfterEachRevalidation(): void {
  ;(globalThis as { [AFTER_REVALIDATION]?: () => Promise<void> })[AFTER_REVALIDATION] = purgeHttpCache
}
