import 'server-only'
import { unstable_cache } from 'next/cache'
import { cache } from 'react'
import type { CacheTag } from '../cache-tags'

/**
 * A CMS read cached across requests under `tags` (revalidated by the CMS hooks) and de-duplicated within
 * one render.
 */
export function cachedQuery<Args extends string[], Result>(
  name: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return cache((...args: Args) => unstable_cache(() => read(...args), [name, ...args], { tags })())
}
