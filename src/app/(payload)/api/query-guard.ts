import type { Field } from 'payload'
import { apiMessages } from '@/lib/api/api-messages'
import { depthOf, MAX_WHERE_DEPTH } from '@/lib/api/where-depth'
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

/** Whether any `like` in a parsed `where` compares with something other than text (walked without recursion: a caller chooses the depth). */
function likesNonText(where: unknown): boolean {
  const pending = [where]
  while (pending.length > 0) {
    const node = pending.pop()
    if (typeof node !== 'object' || node === null) continue
    for (const [key, value] of Object.entries(node)) {
      if (key === 'like' && typeof value !== 'string') return true
      pending.push(value)
    }
  }
  return false
}

/**
 * Whether a `like` compares with something other than one text: Payload splits the value into words, and a list
 * (`where[title][like][]=a`), an object, a number or null failed with a TypeError (500).
 */
const likeWithoutText = (query: URLSearchParams, where: unknown) => [...query.keys()].some((key) => key.includes('[like][')) || likesNonText(where)

/** The query as decoded text (`where[path][all]=1`, `where={"path":…}`), for the patterns above. */
const decoded = (query: URLSearchParams) => [...query].map(([key, value]) => `${key}=${value}`).join('&')

/** The names of a collection's blocks fields, at the top level or in tabs, which the adapter cannot sort or compare. */
function blocksFieldNames(fields: Field[]): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'blocks') return [field.name]
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : blocksFieldNames(tab.fields)))
    if (field.type === 'row' || field.type === 'collapsible') return blocksFieldNames(field.fields)
    return []
  })
}

/** The blocks field a query (`text`: decoded) sorts by or compares as a whole (`where[layout][equals]`, `sort=-layout`), if any. */
function blocksFieldQueried(query: URLSearchParams, text: string, names: string[]): string | undefined {
  const sorted = query.getAll('sort').flatMap((sort) => sort.split(',').map((path) => path.trim().replace(/^-/, '')))
  return names.find((name) => sorted.includes(name) || text.includes(`[${name}][`) || text.includes(`"${name}":`))
}

/**
 * Payload's REST handler refusing, with 400 and a message in the caller's language, the queries its database
 * adapter accepts and then fails on (500): an operator it cannot run, a blocks field sorted or compared as a whole
 * (`where[layout.blockType]` works and stays allowed), several limits (`limit=5&limit=6`), which reach the
 * database as a list, a JSON `where` nested past MAX_WHERE_DEPTH, and a `like` without one text to compare with.
 */
export function refusingQueriesPayloadCannotRun<Context extends { params: Promise<{ slug: string[] }> }>(
  handler: RouteHandler<Context>,
): RouteHandler<Context> {
  return async (request, context) => {
    const query = await askedQuery(request)
    if (query.size === 0) return handler(request, context)
    const t = apiMessages(request)
    if (valuesOf(query, 'limit').length > 1) return payloadError(400, t('limitRepeated'))
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
