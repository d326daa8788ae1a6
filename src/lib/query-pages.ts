import { DEFAULT_EDITION, splitEditionPath, type EditionCode } from '@/i18n/editions'

/**
 * Pages whose address may carry a visitor's inputs (the calculators: `?mode=emi&principal=…`; the searches:
 * `?q=`). Without a query such a page is rendered once and cached like any other; with a parameter it reads, the
 * proxy serves it from the internal route `/{edition}/with-query/{page}`, which reads the query and is rendered per
 * request. Parameters it does not read (a campaign's `utm_source`, a scanner's junk) leave it the cached page. The
 * internal address itself is never served.
 */
const QUERY_INTERNAL_SEGMENT = 'with-query'

/** A query page: its path inside an edition (`/interest-calculator`) and the names of the parameters it reads. */
export type QueryPage = { path: string; reads: (name: string) => boolean }

/** The searches' parameter: their `?page=` means nothing without it. */
export const readsSearchQuery = (name: string) => name === 'q'

export type QueryPageRewrite<P extends QueryPage> =
  | { kind: 'rewrite'; to: string; page: P }
  | { kind: 'block'; edition: EditionCode }
  /** A parameter the page reads came with broken percent-encoding (`?q=%E0%A4%A`): there is no input to read. */
  | { kind: 'undecodable'; edition: EditionCode }
  | null

/**
 * Whether the query string carries a parameter `reads` names, and whether one of those came with broken
 * percent-encoding: Next decodes a broken escape (`%E0%A4%A`) to U+FFFD, the replacement character, before the
 * proxy sees the address, and no form writes one.
 */
function readParameters(search: string, reads: (name: string) => boolean): 'none' | 'some' | 'undecodable' {
  let found: 'none' | 'some' = 'none'
  for (const [name, value] of new URLSearchParams(search)) {
    if (!reads(name)) continue
    if (value.includes('\uFFFD')) return 'undecodable'
    found = 'some'
  }
  return found
}

/** `search` is the address's query string (`?q=tea`, or '' without one). */
export function queryPageRewrite<P extends QueryPage>(pathname: string, search: string, queryPages: readonly P[]): QueryPageRewrite<P> {
  const { prefixed, edition, rest } = splitEditionPath(pathname)
  if (rest[0] === QUERY_INTERNAL_SEGMENT) return { kind: 'block', edition }
  // `/en-in/...` is left to the locale routing, which redirects it to the unprefixed address.
  const page = prefixed === DEFAULT_EDITION || rest.length !== 1 ? undefined : queryPages.find((p) => p.path === `/${rest[0]}`)
  if (!page || !search) return null
  const read = readParameters(search, page.reads)
  if (read === 'undecodable') return { kind: 'undecodable', edition }
  return read === 'some' ? { kind: 'rewrite', to: `/${edition}/${QUERY_INTERNAL_SEGMENT}/${rest[0]}`, page } : null
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
