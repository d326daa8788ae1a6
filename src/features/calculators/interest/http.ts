import 'server-only'
import { ApiError } from '@/lib/api/errors'
import { requestEdition } from '@/lib/api/request-meta'
import { respondWithError } from '@/lib/api/respond'
import type { EditionCode } from '@/i18n/editions'
import type { ErrorKey, Parsed, RawParams } from './schema'

/**
 * The HTTP side of the calculator endpoints (/api/calculators/*): GET query parameters in, JSON (or a file)
 * out. An answer is a pure function of the address and the caller's language (which picks the default
 * day-count basis and the language of errors), so shared caches may keep it; refusals are the usual
 * `{ error: { code: 'VALIDATION_FAILED', message, fields } }` 400, localized, never cached.
 */

export const CACHE_HEADERS = { 'cache-control': 'public, max-age=3600, s-maxage=86400', vary: 'accept-language' }

/** The query string as the schemas read it: each parameter's first value, absent ones undefined. */
function queryParams(url: URL): RawParams {
  const params: RawParams = {}
  for (const name of new Set(url.searchParams.keys())) params[name] = url.searchParams.get(name) ?? undefined
  return params
}

/**
 * Runs a calculator endpoint: `calculate` parses and computes, `answer` turns the result into the response
 * (a JSON body, or a Response of its own such as a file); a parse failure is the localized 400.
 */
export async function answerCalculator<T>(
  request: Request,
  calculate: (params: RawParams, edition: EditionCode) => Parsed<T>,
  answer: (result: T, edition: EditionCode) => object | Response | Promise<object | Response>,
): Promise<Response> {
  const url = new URL(request.url)
  const edition = requestEdition(request, url)
  try {
    const parsed = calculate(queryParams(url), edition)
    if (!parsed.ok) throw new ApiError<ErrorKey>('VALIDATION_FAILED', { fields: parsed.fields })
    const body = await answer(parsed.data, edition)
    if (body instanceof Response) return body
    return Response.json(body, { headers: CACHE_HEADERS })
  } catch (error) {
    return respondWithError(error, edition, 'InterestCalculator.errors')
  }
}
