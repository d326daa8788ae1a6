import { apiMessages } from '@/lib/api/api-messages'
import { blocksFieldNames, sortedFields } from '@/lib/api/blocks-fields'
import { isServablePage } from '@/lib/api/page-size'
import { depthOf, MAX_WHERE_DEPTH, someEntry } from '@/lib/api/where-shape'
import { addressedCollection } from './addressed-collection'
import { askedQuery, valuesOf } from './asked-query'
import { payloadError, type RouteHandler } from './bounded-body'

/**
 * Where-operators Payload accepts but its Postgres adapter cannot run on these collections: `all` is not
 * implemented there, and `near`, `within` and `intersects` need a point field, which none has. Written as
 * `[operator]` in a query string or as a key in a `where` given as JSON.
 */
const UNSUPPORTED_OPERATOR = /(?:\[|")(all|near|within|intersects)(?:\]|"\s*:)/

/** A JSON `where` (`where={"title":{"like":"x"}}`), which Payload parses, or null. */
function jsonWhere(query: URLSearchParams): unknown {
  const text = query.get('where')
  if (!text?.trim().startsWith('{')) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/**
 * Whether a `like` compares with something other than one text: Payload splits the value into words, and a list
 * (`where[title][like][]=a`), an object, a number or null failed with a TypeError (500).
 */
const likeWithoutText = (query: URLSearchParams, where: unknown) =>
  [...query.keys()].some((key) => key.includes('[like][')) || someEntry(where, (key, value) => key === 'like' && typeof value !== 'string')

/** The query as decoded text (`where[path][all]=1`, `where={"path":…}`), for the patterns above. */
const decoded = (query: URLSearchParams) => [...query].map(([key, value]) => `${key}=${value}`).join('&')

/** The blocks field a query (`text`: decoded) sorts by or compares as a whole (`where[layout][equals]`, `sort=-layout`), if any. */
function blocksFieldQueried(query: URLSearchParams, text: string, names: string[]): string | undefined {
  const sorted = query.getAll('sort').flatMap(sortedFields)
  return names.find((name) => sorted.includes(name) || text.includes(`[${name}][`) || text.includes(`"${name}":`))
}

/**
 * Payload's REST handler refusing, with 400 and a message in the caller's language, the queries its database
 * adapter accepts and then fails on (500): an operator it cannot run, a blocks field sorted or compared as a whole
 * (`where[layout.blockType]` works and stays allowed), several limits (`limit=5&limit=6`), which reach the
 * database as a list, a page it cannot serve as an offset (negative, a fraction, text, several), a JSON `where`
 * nested past MAX_WHERE_DEPTH, and a `like` without one text to compare with.
 */
export function refusingQueriesPayloadCannotRun<Context extends { params: Promise<{ slug: string[] }> }>(
  handler: RouteHandler<Context>,
): RouteHandler<Context> {
  return async (request, context) => {
    const query = await askedQuery(request)
    if (query.size === 0) return handler(request, context)
    const t = apiMessages(request)
    if (valuesOf(query, 'limit').length > 1) return payloadError(400, t('limitRepeated'))
    const pages = valuesOf(query, 'page')
    if (pages.length > 1 || !pages.every(isServablePage)) return payloadError(400, t('pageInvalid'))
    const where = jsonWhere(query)
    if (depthOf(where) > MAX_WHERE_DEPTH) return payloadError(400, t('whereTooDeep', { max: MAX_WHERE_DEPTH }))
    if (likeWithoutText(query, where)) return payloadError(400, t('operatorNeedsText', { operator: 'like' }))
    const text = decoded(query)
    const operator = UNSUPPORTED_OPERATOR.exec(text)?.[1]
    if (operator) return payloadError(400, t('operatorUnsupported', { operator }))
    const collection = await addressedCollection((await context.params).slug[0])
    const field = collection ? blocksFieldQueried(query, text, blocksFieldNames(collection.fields)) : undefined
    return field ? payloadError(400, t('fieldNotQueryable', { field })) : handler(request, context)
  }
}
