import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import type { CacheTag } from './cache-tags'

/** Set on `context` by the seed and other scripts that run outside Next, where there is no cache to revalidate. */
export const SKIP_REVALIDATE = 'skipRevalidate'

async function revalidate(tag: CacheTag, context: Record<string, unknown>) {
  if (context[SKIP_REVALIDATE]) return
  const { revalidateTag } = await import('next/cache')
  revalidateTag(tag, { expire: 0 })
}

export function revalidateCollection(tag: CacheTag): { afterChange: CollectionAfterChangeHook; afterDelete: CollectionAfterDeleteHook } {
  return {
    afterChange: async ({ doc, context }) => {
      await revalidate(tag, context)
      return doc
    },
    afterDelete: async ({ doc, context }) => {
      await revalidate(tag, context)
      return doc
    },
  }
}

export function revalidateGlobal(tag: CacheTag): GlobalAfterChangeHook {
  return async ({ doc, context }) => {
    await revalidate(tag, context)
    return doc
  }
}
