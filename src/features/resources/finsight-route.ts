import { DEFAULT_EDITION, EDITION_CODES, type EditionCode } from '@/i18n/editions'
import { finsightProductOf } from './products'

/**
 * Finsight lists live at `/{product}-finsight` beside the CMS pages' catch-all route, so the proxy rewrites
 * them to the internal route `/{edition}/finsight-route/{product}[/{slug}]`; the internal address itself is
 * never served as it is.
 */
export const FINSIGHT_INTERNAL_SEGMENT = 'finsight-route'

export type FinsightRewrite = { kind: 'rewrite'; to: string } | { kind: 'block'; edition: EditionCode } | null

export function finsightRewrite(pathname: string): FinsightRewrite {
  const segments = pathname.split('/').filter(Boolean)
  const prefixed = (EDITION_CODES as readonly string[]).includes(segments[0] ?? '') ? (segments[0] as EditionCode) : null
  const edition = prefixed ?? DEFAULT_EDITION
  const rest = prefixed ? segments.slice(1) : segments
  if (rest[0] === FINSIGHT_INTERNAL_SEGMENT) return { kind: 'block', edition }
  // `/en-in/...` is left to the locale routing, which redirects it to the unprefixed address.
  if (prefixed === DEFAULT_EDITION || rest.length === 0 || rest.length > 2) return null
  const product = finsightProductOf(rest[0] as string)
  if (!product) return null
  return { kind: 'rewrite', to: ['', edition, FINSIGHT_INTERNAL_SEGMENT, product, ...rest.slice(1)].join('/') }
}
