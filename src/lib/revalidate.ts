import { createHmac, timingSafeEqual } from 'node:crypto'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { env } from '@/env'
import { TAGS, type CacheTag } from './cache-tags'
import { purgeHttpCache } from './http-cache-purge'
import { log } from './logger'

/** Set on `context` by the seed and other scripts that run outside Next, where there is no cache to revalidate. */
export const SKIP_REVALIDATE = 'skipRevalidate'

/** The path of the web process's revalidation endpoint (app/(frontend)/api/revalidate). */
const REVALIDATE_PATH = '/api/revalidate'

/** The bearer token of the revalidation endpoint: derived from PAYLOAD_SECRET, so every process knows it. */
function revalidationToken(): string {
  return createHmac('sha256', env.PAYLOAD_SECRET).update('revalidate-cache-tags').digest('base64url')
}

export function isRevalidationToken(value: string | null): boolean {
  const expected = Buffer.from(`Bearer ${revalidationToken()}`)
  const given = Buffer.from(value ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function isCacheTag(value: unknown): value is CacheTag {
  return (Object.values(TAGS) as unknown[]).includes(value)
}

/**
 * Revalidates the tags in the cache of this web process (and of every process, through Redis), then has the HTTP
 * cache in front drop the pages it holds, so the next request through any process shows the change. Next stores
 * the revalidation only after the response; with the shared cache, the cache handler purges again once it has
 * (purgeHttpCacheAfterEachRevalidation), so a page fetched in between is not kept.
 */
export async function revalidateHere(tags: CacheTag[]): Promise<void> {
  const { revalidateTag } = await import('next/cache')
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  await purgeHttpCache()
}

async function revalidate(tags: CacheTag[], context: Record<string, unknown>) {
  if (context[SKIP_REVALIDATE]) return
  if (process.env.NEXT_RUNTIME) return revalidateHere(tags)
  // Outside Next (the job worker publishing a scheduled post) there is no cache here: ask the web server.
  const url = new URL(REVALIDATE_PATH, env.INTERNAL_SITE_URL ?? env.SITE_URL)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${revalidationToken()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) log.error(`[revalidate] ${url} answered ${response.status} for ${tags.join(', ')}`)
  } catch (error) {
    log.error(`[revalidate] ${url} could not be reached for ${tags.join(', ')}:`, (error as Error).message)
  }
}

/** Hooks that revalidate the reads tagged `tags` after a document of the collection changes or is deleted. */
export function revalidateCollection(...tags: CacheTag[]): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  return {
    afterChange: async ({ doc, context }) => {
      await revalidate(tags, context)
      return doc
    },
    afterDelete: async ({ doc, context }) => {
      await revalidate(tags, context)
      return doc
    },
  }
}

export function revalidateGlobal(tag: CacheTag): GlobalAfterChangeHook {
  return async ({ doc, context }) => {
    await revalidate([tag], context)
    return doc
  }
}
