import type { AfterErrorHook } from 'payload'
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableCause } from '@/lib/database-unavailable'
import { errorChain } from '@/lib/error-chain'
import { safeDecode } from '@/lib/safe-decode'
import { apiMessages } from './api-messages'

/** The error and the errors it wraps (Drizzle wraps the driver's as `cause`). */
const causes = (error: unknown) => errorChain(error, 5)

/**
 * SQLSTATE class 22, "data exception": a value the database cannot take for its column (an id "abc" or
 * 1e20, a negative offset, an infinite limit); and 42883, an operator the column's type does not have (`like`
 * on an id). Through the REST API the value or the operator is the caller's.
 */
const isRefusedValue = (error: unknown) => [...causes(error)].some((e) => /^(22[0-9A-Z]{3}|42883)$/.test(String((e as { code?: unknown }).code)))

/** The body of a GET-standing POST or a `where` written as JSON that JSON.parse refused. */
const isUnreadableJson = (error: unknown) => error instanceof SyntaxError

/** A failure of what the caller sent (a value or operator the database refuses, JSON that does not parse), not of the site. */
export const isCallerQueryError = (error: unknown) => isRefusedValue(error) || isUnreadableJson(error)

/** The database's own words for a refused value (`invalid input syntax for type integer: "abc"`), else the error's message. */
export function refusalReason(error: unknown): string {
  const deepest = [...causes(error)].at(-1)
  return deepest instanceof Error ? deepest.message : String(deepest)
}

const MAX_SHOWN = 200

/**
 * Payload answers 500 "Something went wrong" to a query whose values or operators the database refuses, or whose JSON does
 * not parse: the caller sent it, so this answers 400 naming the request, in the caller's language (Accept-Language), as
 * the API's other refusals do. Payload has logged it already (at info: src/lib/logger.ts). Only REST answers
 * (`result`); GraphQL reports its errors itself.
 */
export const answerBadRequestValues: AfterErrorHook = ({ error, req, result }) => {
  if (!result || !isCallerQueryError(error)) return
  const url = new URL(req.url ?? '/', 'http://localhost')
  const asked = `${url.pathname}${url.search}`
  const shown = (safeDecode(asked) ?? asked).slice(0, MAX_SHOWN)
  const message = apiMessages(req)(isUnreadableJson(error) ? 'jsonUnreadable' : 'valueRefused', { request: shown })
  return { status: 400, response: { errors: [{ message }] } }
}

/**
 * Payload answers 500 "Something went wrong." when the database does not answer: this answers as the site's own APIs
 * do (src/lib/api/respond.ts), 503 with Retry-After and the server error in the caller's language, so that the admin
 * and API clients can tell an outage they may wait out from a failure. GraphQL answers its own status (200): there
 * the error says the same, and the Retry-After it sets makes the route answer 503
 * (src/app/(payload)/api/started-payload.ts).
 */
export const answerDatabaseUnavailable: AfterErrorHook = ({ error, graphqlResult, req, result }) => {
  if (databaseUnavailableCause(error) === undefined || !(result || graphqlResult)) return
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
  const message = apiMessages(req)('serverError')
  if (graphqlResult) return { graphqlResult: { ...graphqlResult, message, extensions: { ...graphqlResult.extensions, statusCode: 503 } } }
  return { status: 503, response: { errors: [{ message }] } }
}
