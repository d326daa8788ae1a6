import { DEFAULT_EDITION, splitEditionPath, type EditionCode } from '@/i18n/editions'

/**
 * Pages whose address may carry a visitor's inputs (the calculators: `?mode=emi&principal=…`). Without a query such
 * a page is rendered once and cached like any other; with one, the proxy serves it from the internal route
 * `/{edition}/with-query/{page}`, which reads the query and is rendered per request. The internal address itself
 * is never served.
 */
const QUERY_INTERNAL_SEGMENT = 'with-query'

export type QueryPageRewrite = { kind: 'rewrite'; to: string } | { kind: 'block'; edition: EditionCode } | null

/** `queryPages` are the pages' paths inside an edition, e.g. `/interest-calculator`. */
export function queryPageRewrite(pathname: string, hasQuery: boolean, queryPages: readonly string[]): QueryPageRewrite {
  const { prefixed, edition, rest } = splitEditionPath(pathname)
  if (rest[0] === QUERY_INTERNAL_SEGMENT) return { kind: 'block', edition }
  // `/en-in/...` is left to the locale routing, which redirects it to the unprefixed address.
  if (!hasQuery || prefixed === DEFAULT_EDITION || rest.length !== 1 || !queryPages.includes(`/${rest[0]}`)) return null
  return { kind: 'rewrite', to: `/${edition}/${QUERY_INTERNAL_SEGMENT}/${rest[0]}` }
}

type SearchParams = Record<string, string | string[] | undefined>
type QueryPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }
const NO_QUERY: Promise<SearchParams> = Promise.resolve({})

/**
 * The address without a query, served by the query page's own code: the returned page (or generateMetadata) never
 * reads the request's query, so Next renders it once and caches it.
 */
export function withoutQuery<T>(render: (props: QueryPageProps) => T): (props: { params: Promise<{ locale: string }> }) => T {
  return ({ params }) => render({ params, searchParams: NO_QUERY })
}
