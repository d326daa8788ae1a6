import { DEFAULT_EDITION, splitEditionPath, type EditionCode } from '@/i18n/editions'
import { listTargetOf } from './resource-lists'
import { finsightProductOf } from '@/lib/routes/products'

/**
 * Resource addresses the proxy serves from internal routes, which are never served at their own address:
 * - `/{product}-finsight[/{slug}]` sits beside the CMS pages' catch-all route: `/{edition}/finsight-route/…`;
 * - a list's later pages (`/blogs?page=2`, `/blogs/category/3/x?page=2`, …) are `/{edition}/paged-list/{page}/…`,
 *   so that list routes never read the query and every page of a list is rendered once and cached.
 */
const FINSIGHT_INTERNAL_SEGMENT = 'finsight-route'
const PAGED_INTERNAL_SEGMENT = 'paged-list'

export type InternalRewrite =
  { kind: 'rewrite'; to: string; dropQuery?: 'page' } | { kind: 'redirect'; dropQuery: 'page' } | { kind: 'block'; edition: EditionCode } | null

export function internalRewrite(pathname: string, page: string | null): InternalRewrite {
  const { prefixed, edition, rest } = splitEditionPath(pathname)
  if (rest[0] === FINSIGHT_INTERNAL_SEGMENT || rest[0] === PAGED_INTERNAL_SEGMENT) return { kind: 'block', edition }
  // `/en-in/...` is left to the locale routing, which redirects it to the unprefixed address.
  if (prefixed === DEFAULT_EDITION || rest.length === 0) return null
  if (page !== null && listTargetOf(rest)) {
    // Page 1 is the list's own address. (Redirected here: a redirect from a cached page doubles its Location header, next.js#82117.)
    if (page === '1') return { kind: 'redirect', dropQuery: 'page' }
    return { kind: 'rewrite', to: ['', edition, PAGED_INTERNAL_SEGMENT, encodeURIComponent(page), ...rest].join('/'), dropQuery: 'page' }
  }
  const product = rest.length <= 2 ? finsightProductOf(rest[0] as string) : null
  if (!product) return null
  return { kind: 'rewrite', to: ['', edition, FINSIGHT_INTERNAL_SEGMENT, product, ...rest.slice(1)].join('/') }
}
