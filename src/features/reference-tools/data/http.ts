import { createHash } from 'node:crypto'
import { createTranslator } from 'next-intl'
import { z } from '@/lib/zod'
import { editionFromAcceptLanguage } from '@/lib/api/request-meta'
import type { EditionCode } from '@/i18n/editions'
import { MESSAGES } from '@/i18n/messages'
import { LRUCache } from 'lru-cache'
import { MAX_QUERY_LENGTH } from './query'
import { MAX_OFFSET, type Invalid, type NotFound, type Page, type PageOptions } from './results'
import type { Correction, MatchMode } from './text-search'
import { getLoadedVersions, type DatasetVersion } from './versions'
import { ApiError } from '@/lib/api/errors'
import { heldByCaller } from '@/lib/api/conditional-request'
import { respondWithError } from '@/lib/api/respond'

/**
 * The HTTP side of the reference-data endpoints (/api/hsn/*, /api/hts/*): page parameters, cache headers
 * with an ETag per dataset version and URL, and the `{ error: { code, message } }` answers localized by
 * Accept-Language. Answers are English data that change only on import, so shared caches may keep them.
 */

export type ReferenceDataset = 'india-hsn' | 'hs2022' | 'us-hts' | 'unlocode-ports' | 'container-specs' | 'transit-times' | 'emission-factors'

/**
 * Where the refusals' messages are: the HSN/HTS endpoints' namespace by default; another namespace (the shipping
 * endpoints' `Shipping.errors`) must define the keys it refuses with, plus dataNotLoaded and serverError.
 */
export type ReferenceErrorNamespace = 'ReferenceApi' | 'Shipping.errors'

type MessageKey = keyof (typeof MESSAGES)['en-in']['ReferenceApi']
type RefusalCode = 'INVALID_REQUEST' | 'NOT_FOUND'

/** A refusal the handler returns instead of a body: answered 400 or 404 with the localized message. */
export type Refusal = { refused: RefusalCode; message: MessageKey; values?: Record<string, string> }

const CACHED = 'public, max-age=300, s-maxage=86400, stale-while-revalidate=86400'
/** PostgreSQL's undefined_table and invalid_schema_name: the reference schema was never migrated. */
const MISSING_SCHEMA_CODES = new Set(['42P01', '3F000'])
const MAX_PAGE_SIZE = 50

/**
 * Recent answers by ETag (dataset versions + URL), so popular searches skip the database: they change only on
 * import, which changes every ETag.
 */
const answers = new LRUCache<string, string>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (body) => Math.max(1, body.length * 2) })

export function invalidRequest(message: MessageKey, values?: Record<string, string>): Refusal {
  return { refused: 'INVALID_REQUEST', message, values }
}

function notFound(message: MessageKey, values?: Record<string, string>): Refusal {
  return { refused: 'NOT_FOUND', message, values }
}

/** A service's typed refusal as an HTTP one: `invalid` with `invalidKey`, `not-found` with `notFoundKey`. */
export function refusalOf(result: Invalid | NotFound, invalidKey: MessageKey, notFoundKey: MessageKey, values?: Record<string, string>): Refusal {
  return result.error === 'invalid' ? invalidRequest(invalidKey, values) : notFound(notFoundKey, values)
}

const pageSchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  })
  .refine(({ page, pageSize }) => (page - 1) * pageSize <= MAX_OFFSET)

export type PageParams = { page: number; pageSize: number; limit: number; offset: number }

/** `?page=` (from 1) and `?pageSize=` (1..50, 20 by default) as the services' limit and offset. */
export function readPageParams(url: URL): PageParams | Refusal {
  const parsed = pageSchema.safeParse({ page: url.searchParams.get('page') ?? undefined, pageSize: url.searchParams.get('pageSize') ?? undefined })
  if (!parsed.success) return invalidRequest('invalidPage')
  const { page, pageSize } = parsed.data
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize }
}

/** A service page in the API's terms: the items with page, pageSize, total and whether more follow. */
export function pageBody<T>(result: Page<T>, params: PageParams) {
  return {
    items: result.items,
    page: params.page,
    pageSize: params.pageSize,
    total: result.total,
    hasMore: params.offset + result.items.length < result.total,
  }
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refused' in value
}

/** A refusal localized in `namespace`, answered through the one error responder of the public APIs. */
function errorAnswer(
  code: RefusalCode | 'DATA_NOT_LOADED',
  edition: EditionCode,
  message: MessageKey,
  values?: Record<string, string>,
  namespace: ReferenceErrorNamespace = 'ReferenceApi',
): Response {
  // The other namespaces hold the same keys (see ReferenceErrorNamespace): the ReferenceApi typing stands for them.
  const t = createTranslator({ locale: edition, messages: MESSAGES[edition], namespace: namespace as 'ReferenceApi' })
  return respondWithError(new ApiError(code, { localized: { message: t(message, values) } }), edition)
}

function entityTag(versions: DatasetVersion[], url: URL): string {
  const hash = createHash('sha256')
  for (const v of versions) hash.update(`${v.dataset}\u0000${v.versionLabel}\u0000${v.importedAt.toISOString()}\u0000`)
  hash.update(`${url.pathname}?${url.searchParams.toString()}`)
  return `"${hash.digest('base64url').slice(0, 32)}"`
}

/** Whether a database error says the reference tables do not exist yet (migrations never ran). */
export function isMissingSchema(error: unknown): boolean {
  return MISSING_SCHEMA_CODES.has((error as { code?: string } | null)?.code ?? '')
}

/**
 * Runs a reference-data endpoint: 503 while `datasets` are not imported, 304 when the caller holds the
 * current answer, otherwise the body `run` returns (as JSON, or a Response of another type; cacheable, with
 * its ETag) or its refusal (no-store).
 */
export async function answerReference(
  request: Request,
  datasets: readonly ReferenceDataset[],
  run: (url: URL) => Promise<object | Response | Refusal>,
  { namespace = 'ReferenceApi' }: { namespace?: ReferenceErrorNamespace } = {},
): Promise<Response> {
  const edition = editionFromAcceptLanguage(request.headers.get('accept-language'))
  const url = new URL(request.url)
  try {
    const versions = await getLoadedVersions(datasets)
    if (!versions) return errorAnswer('DATA_NOT_LOADED', edition, 'dataNotLoaded', undefined, namespace)
    const etag = entityTag(versions, url)
    const cacheHeaders = { 'cache-control': CACHED, etag }
    if (heldByCaller(request, { etag })) return new Response(null, { status: 304, headers: cacheHeaders })
    const jsonHeaders = { ...cacheHeaders, 'content-type': 'application/json' }
    const known = answers.get(etag)
    if (known) return new Response(known, { headers: jsonHeaders })
    const result = await run(url)
    if (isRefusal(result)) return errorAnswer(result.refused, edition, result.message, result.values, namespace)
    if (result instanceof Response) {
      for (const [name, value] of Object.entries(cacheHeaders)) result.headers.set(name, value)
      return result
    }
    const body = JSON.stringify(result)
    answers.set(etag, body)
    return new Response(body, { headers: jsonHeaders })
  } catch (error) {
    if (isMissingSchema(error)) return errorAnswer('DATA_NOT_LOADED', edition, 'dataNotLoaded', undefined, namespace)
    return respondWithError(error, edition)
  }
}

type SearchResult = Page<unknown> & { ok: true; kind: 'code' | 'text'; matchMode: MatchMode | 'prefix'; corrections: Correction[] }

const searchQuerySchema = z.string().trim().min(1).max(MAX_QUERY_LENGTH)

/** A search endpoint (`?q=`, `?page=`, `?pageSize=`) over one dataset's search service. */
export function answerSearch(
  request: Request,
  dataset: ReferenceDataset,
  search: (query: string, options: PageOptions) => Promise<SearchResult | Invalid>,
): Promise<Response> {
  return answerReference(request, [dataset], async (url) => {
    const query = searchQuerySchema.safeParse(url.searchParams.get('q') ?? '')
    if (!query.success) return invalidRequest('invalidQuery')
    const page = readPageParams(url)
    if (isRefusal(page)) return page
    const result = await search(query.data, { limit: page.limit, offset: page.offset })
    if (!result.ok) return invalidRequest('invalidQuery')
    return { query: query.data, kind: result.kind, matchMode: result.matchMode, corrections: result.corrections, ...pageBody(result, page) }
  })
}
