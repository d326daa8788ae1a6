/**
 * The most documents one read of the CMS API (REST or GraphQL) returns to a caller without a staff session. Payload
 * itself sets no ceiling: `limit=0`, `pagination=false` or `limit=100000` returned every post at once (82 posts with
 * their related posts: 8.8 MB for one anonymous request). Staff keep Payload's behaviour: the admin asks for
 * `limit=0` to count and to act on every selected document.
 */
export const PUBLIC_MAX_PAGE_SIZE = 100

/**
 * Whether a read asks for more than PUBLIC_MAX_PAGE_SIZE documents at once, with its `limit` and `pagination` as the
 * caller wrote them (query-string text, or GraphQL values). Payload reads a limit as `Number(text)`, 0 or any
 * negative number meaning "all" (`limit=-1` returned every post), and pagination as off only for `false`.
 */
export function asksPastPublicPageSize(asked: { limits: readonly unknown[]; paginations: readonly unknown[] }): boolean {
  const pastCeiling = (limit: unknown) => {
    if (limit === null || limit === undefined || (typeof limit === 'string' && limit.trim() === '')) return false
    const value = Number(limit)
    return value <= 0 || value > PUBLIC_MAX_PAGE_SIZE
  }
  return asked.limits.some(pastCeiling) || asked.paginations.some((pagination) => pagination === false || pagination === 'false')
}

/**
 * Whether Payload can serve a `page` a caller asks for (query-string text, or a GraphQL value): none, or a whole
 * number from 0 (which it reads as the first page). Payload reads any text `Number()` accepts and hands the page to
 * its database as an offset: a negative page, a fraction, `1e300` or text it cannot read failed there.
 */
export function isServablePage(page: unknown): boolean {
  if (page === undefined || page === null || page === '') return true
  if (typeof page === 'string' && page.trim() === '') return false
  const value = Number(page)
  return Number.isSafeInteger(value) && value >= 0
}
