/**
 * The generation of the site's cached content: it moves on whenever a cache tag is revalidated (src/lib/revalidate.ts),
 * and the web process serves a page from its store of whole answers (scripts/lib/page-store.ts) only while the
 * generation it stored the page at is current. One process keeps it in memory, shared between Next's bundles and the
 * web process's own code through a global; several processes (REDIS_URL) share it in Redis as a random token, new
 * at every revalidation, so that a key Redis evicted and set again never brings an old generation back.
 */
export const LOCAL_PAGE_GENERATION = Symbol.for('northwind.pageGeneration')
export const PAGE_GENERATION_KEY = 'northwind:page-generation'

type Holder = typeof globalThis & { [LOCAL_PAGE_GENERATION]?: number }

/** This process's generation (how many revalidations it has made). */
export function localPageGeneration(): number {
  return (globalThis as Holder)[LOCAL_PAGE_GENERATION] ?? 0
}

export function advanceLocalPageGeneration(): void {
  ;(globalThis as Holder)[LOCAL_PAGE_GENERATION] = localPageGeneration() + 1
}
