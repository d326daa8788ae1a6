import { DEFAULT_EDITION, EDITION_CODES, isEditionCode } from '@/i18n/editions'
import { apiMessages } from '@/lib/api/api-messages'
import { payloadError, type RouteHandler } from './bounded-body'
import { overrideBody } from './method-override'

/**
 * Payload's REST and GraphQL APIs with the default edition's locale when a request names none. Payload documents
 * that default, but with `localization.fallback: false` it leaves the locale empty instead: every localized field
 * is then missing from the answer, and a query on one (`where[title][like]=…`, `where: { title: … }`) fails with
 * a TypeError, a 500 (GraphQL reports it as "Something went wrong."). A GraphQL query's `locale` argument still
 * chooses its own.
 * A POST standing for a GET with a URL-encoded body carries its query there, so the locale goes there too.
 * One with a JSON body gets its locale in the URL: Payload would append the JSON's `locale` to the URL with a
 * second `?`, which breaks a URL that has a query already. method-override.ts has refused an unreadable body.
 * A locale that is no edition's is refused (400, in the caller's language): Payload answered 403 "You are not
 * allowed to perform this action." for a collection and a global's fields as null.
 */
export function withDefaultLocale<Context>(handler: RouteHandler<Context>): RouteHandler<Context> {
  return async (request, context) => {
    const url = new URL(request.url)
    const body = overrideBody(request)
    const text = body === 'json' || body === 'form' ? await request.clone().text() : ''
    const json = body === 'json' ? (JSON.parse(text) as Record<string, unknown>) : undefined
    const form = body === 'form' ? new URLSearchParams(text) : undefined
    const asked = [...url.searchParams.getAll('locale'), ...(form?.getAll('locale') ?? []), ...(json && 'locale' in json ? [json.locale] : [])]
    if (!asked.every(isLocale)) return payloadError(400, apiMessages(request)('localeUnknown', { editions: EDITION_CODES.join(', ') }))

    if (form) {
      const named = form.has('locale') || url.searchParams.has('locale')
      return handler(named ? request : withBody(request, `${text}${text ? '&' : ''}locale=${DEFAULT_EDITION}`), context)
    }
    if (json) {
      const { locale, ...data } = json
      url.searchParams.set('locale', typeof locale === 'string' ? locale : (url.searchParams.get('locale') ?? DEFAULT_EDITION))
      return handler(withBody(new Request(url, request), JSON.stringify(data)), context)
    }
    if (url.searchParams.has('locale')) return handler(request, context)
    url.searchParams.set('locale', DEFAULT_EDITION)
    return handler(new Request(url, request), context)
  }
}

/** What Payload reads as a locale: an edition's code, or every locale at once. */
const isLocale = (value: unknown) => isEditionCode(value) || value === 'all' || value === '*'

/** The same request with another body (and without the old body's length). */
function withBody(request: Request, body: string): Request {
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  return new Request(request, { headers, body })
}
