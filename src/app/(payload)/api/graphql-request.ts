import { Kind, Lexer, parse, Source, TokenKind, visit, type DocumentNode } from 'graphql'
import { apiMessages } from '@/lib/api/api-messages'
import { isJsonObject, jsonObjectOf } from '@/lib/json-object'
import { MAX_WHERE_DEPTH } from '@/lib/api/where-shape'
import { payloadError, type RouteHandler } from './bounded-body'

/**
 * How deep braces, brackets and parentheses may nest in a GraphQL query: a `where` at its deepest, inside the five
 * levels of fields a query may select, with room to spare. graphql-js parses recursively, and about a thousand
 * levels overflowed its stack: the caller got "Maximum call stack size exceeded".
 */
export const MAX_QUERY_NESTING = MAX_WHERE_DEPTH + 32

const OPENING = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L])
const CLOSING = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R])

/** How deep a query's braces, brackets and parentheses nest, read with graphql-js's own lexer (no recursion); null when it cannot be read. */
export function nestingOf(query: string): number | null {
  const lexer = new Lexer(new Source(query))
  let depth = 0
  let deepest = 0
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
      if (OPENING.has(token.kind)) deepest = Math.max(deepest, ++depth)
      else if (CLOSING.has(token.kind)) depth--
    }
  } catch {
    return null
  }
  return deepest
}

/**
 * The longest chain of fragment spreads in a parsed query (fragment A spreads B, which spreads C: 3), or Infinity when
 * a fragment spreads itself, directly or through others. Payload's complexity rule and graphql-depth-limit follow
 * spreads recursively without a guard: a fragment spreading itself, or a chain of about 1,700 (64 KB), overflowed
 * their stacks and the caller got a 500 with no body. This walk recurses at most `limit` deep: past it, it answers
 * Infinity.
 */
export function fragmentChainOf(document: DocumentNode, limit: number): number {
  const spreads = new Map<string, string[]>()
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) continue
    const names: string[] = []
    visit(definition.selectionSet, { FragmentSpread: (spread) => void names.push(spread.name.value) })
    spreads.set(definition.name.value, names)
  }
  const chains = new Map<string, number>()
  const walking = new Set<string>()
  const chainFrom = (name: string): number => {
    const known = chains.get(name)
    if (known !== undefined) return known
    if (walking.has(name) || walking.size >= limit) return Infinity
    walking.add(name)
    let longest = 0
    for (const next of spreads.get(name) ?? []) if (spreads.has(next)) longest = Math.max(longest, chainFrom(next))
    walking.delete(name)
    chains.set(name, longest + 1)
    return longest + 1
  }
  let longest = 0
  for (const name of spreads.keys()) longest = Math.max(longest, chainFrom(name))
  return longest
}

type Translate = ReturnType<typeof apiMessages>

/** The query parsed, or null when graphql-js cannot parse it (Payload then answers the syntax error). */
function parsed(query: string): DocumentNode | null {
  try {
    return parse(query)
  } catch {
    return null
  }
}

/**
 * What is wrong with a GraphQL request's JSON body, in the caller's language, or undefined when Payload can take it.
 * The fields are checked as graphql-http (Payload's GraphQL over HTTP) checks them, which answered in English only
 * ("Missing query", "Invalid variables"). A query nested past MAX_QUERY_NESTING is refused before graphql-js parses
 * it, and fragments that spread each other past it or in a circle before Payload's validation rules follow them. A
 * query the lexer or parser cannot read goes on to Payload, which answers its syntax error.
 */
function problemOf(body: Record<string, unknown> | undefined, t: Translate): string | undefined {
  if (!body) return t('requestUnreadable')
  const { query, variables, extensions, operationName } = body
  if (typeof query !== 'string') return t('graphqlQueryMissing')
  for (const [field, value] of Object.entries({ variables, extensions }))
    if (value !== undefined && value !== null && !isJsonObject(value)) return t('graphqlObjectExpected', { field })
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return t('graphqlOperationNameInvalid')
  const nesting = nestingOf(query)
  if (nesting === null) return undefined
  if (nesting > MAX_QUERY_NESTING) return t('queryTooDeep', { max: MAX_QUERY_NESTING })
  const document = parsed(query)
  if (document && fragmentChainOf(document, MAX_QUERY_NESTING) > MAX_QUERY_NESTING) return t('fragmentsTooDeep', { max: MAX_QUERY_NESTING })
  return undefined
}

/** Payload's GraphQL handler behind the checks of problemOf, on the JSON body read once: each problem answers 400. */
export function refusingUnreadableGraphqlRequests<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    const t = apiMessages(request)
    const problem = problemOf(jsonObjectOf(await request.clone().text()), t)
    return problem ? payloadError(400, problem) : handler(request, context)
  }
}
