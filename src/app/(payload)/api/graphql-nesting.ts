import { Lexer, Source, TokenKind } from 'graphql'
import { apiMessages } from '@/lib/api/api-messages'
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

/** The query text of a GraphQL request's JSON body, if it has one. */
async function queryOf(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { query?: unknown }
    return typeof body.query === 'string' ? body.query : undefined
  } catch {
    return undefined
  }
}

/**
 * Payload's GraphQL handler refusing, with 400 in the caller's language, a query nested past MAX_QUERY_NESTING
 * before graphql-js parses it. A query the lexer cannot read goes on to Payload, which answers its syntax error.
 */
export function refusingQueriesNestedTooDeep<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    const query = await queryOf(request)
    const nesting = query === undefined ? null : nestingOf(query)
    if (nesting !== null && nesting > MAX_QUERY_NESTING) return payloadError(400, apiMessages(request)('queryTooDeep', { max: MAX_QUERY_NESTING }))
    return handler(request, context)
  }
}
