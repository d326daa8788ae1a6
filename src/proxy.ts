import { NextResponse, type NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { NOT_FOUND_PAGE_HEADER, NOT_FOUND_PAGE_SEGMENT, notFoundPagePath } from './chrome/not-found/not-found-page'
import { CALCULATOR_PATH as INTEREST_CALCULATOR_PATH } from './lib/routes/interest-calculator'
import { calculatorPageStatus as interestCalculatorStatus } from './features/calculators/interest/page-status'
import { readsCalculatorParameter as readsInterestCalculatorParameter } from './features/calculators/interest/page-state'
import { REFERENCE_TOOLS } from './lib/routes/reference-tools'
import { internalRewrite } from './lib/routes/internal-rewrites'
import { resourcePaths } from './lib/routes/resources'
import { CALCULATOR_PATH as SHIPMENT_CALCULATOR_PATH } from './lib/routes/shipment-calculator'
import { calculatorPageStatus as shipmentCalculatorStatus } from './features/calculators/shipment/page-status'
import { isCalculatorParameter as isShipmentCalculatorParameter } from './features/calculators/shipment/url-state'
import { splitEditionPath, type EditionCode } from './i18n/editions'
import { routing } from './i18n/routing'
import { editionFromAcceptLanguage } from './lib/api/request-meta'
import { malformedApiAnswer, pageMethodNotAllowed, undecodablePathAnswer } from './lib/malformed-answers'
import { malformedPath } from './lib/malformed-path'
import { queryPageRewrite, readsSearchQuery, type QueryPage } from './lib/query-pages'

const localeRouting = createMiddleware(routing)
/** A page cannot set its own status: the proxy works out the calculators' (400 for refused inputs) as it rewrites to them. */
type PageStatus = (query: URLSearchParams, edition: EditionCode) => number | Promise<number>
const QUERY_PAGES: (QueryPage & { status?: PageStatus })[] = [
  { path: INTEREST_CALCULATOR_PATH, reads: readsInterestCalculatorParameter, status: interestCalculatorStatus },
  { path: SHIPMENT_CALCULATOR_PATH, reads: isShipmentCalculatorParameter, status: shipmentCalculatorStatus },
  { path: REFERENCE_TOOLS.hsn.path, reads: readsSearchQuery },
  { path: REFERENCE_TOOLS.hts.path, reads: readsSearchQuery },
  { path: resourcePaths.search, reads: readsSearchQuery },
]

/** The paths the locale routing serves: those of the first and the HSN entries of `config.matcher`. */
function isLocaleRouted(pathname: string): boolean {
  return /^\/(?!admin|api|_next|_vercel|.*\..*)/.test(pathname) || /^(\/[^/]+)?\/hsn-code(\/|$)/.test(pathname)
}

/**
 * A path no page has: the edition's 404 page answers it, with status 404, marked so that the web process
 * (scripts/lib/next-workarounds.ts) tells it from the empty document Next renders when a page calls notFound().
 */
function editionNotFound(request: NextRequest, edition: EditionCode) {
  const url = request.nextUrl.clone()
  url.pathname = notFoundPagePath(edition)
  url.search = ''
  return NextResponse.rewrite(url, { status: 404, headers: { [NOT_FOUND_PAGE_HEADER]: '1' } })
}

/**
 * A path that can name nothing: from an API a localized 400; Next's own files a plain 404; a page address the
 * edition's 404 page, or, when Next could not decode it to render one, a small page of the proxy's (status 400)
 * saying that the address cannot be read.
 */
function answerMalformed(request: NextRequest, kind: 'undecodable' | 'control-character') {
  const { prefixed, edition, rest } = splitEditionPath(request.nextUrl.pathname)
  if (!prefixed && rest[0] === 'api') return malformedApiAnswer(editionFromAcceptLanguage(request.headers.get('accept-language')))
  if (!prefixed && rest[0] === '_next') return new NextResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  return kind === 'undecodable' ? undecodablePathAnswer(edition) : editionNotFound(request, edition)
}

/** Serves the request from an internal route, without `dropQuery` when given, with `status` when not 200. */
function rewriteTo(request: NextRequest, pathname: string, options: { dropQuery?: string; status?: number } = {}) {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  if (options.dropQuery) url.searchParams.delete(options.dropQuery)
  return NextResponse.rewrite(url, options.status && options.status !== 200 ? { status: options.status } : undefined)
}

/** The locale routing's redirects (a prefix in capitals, the default edition's prefix) lead to the one canonical address. */
function permanent(response: Response) {
  return response.status === 307 ? new NextResponse(null, { status: 308, headers: response.headers }) : response
}

export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const malformed = malformedPath(pathname)
  if (malformed) return answerMalformed(request, malformed)
  // Reached through the matcher for paths with a percent sign only, to catch malformed ones above.
  if (!isLocaleRouted(pathname)) return NextResponse.next()
  if (request.method !== 'GET' && request.method !== 'HEAD') return pageMethodNotAllowed(splitEditionPath(pathname).edition, request.method)
  // The web process asks again for the 404 page of the address's edition where a page called notFound() (see editionNotFound).
  const notFoundFor = request.headers.get(NOT_FOUND_PAGE_HEADER)
  if (notFoundFor !== null) return editionNotFound(request, splitEditionPath(notFoundFor).edition)
  const rewrite = internalRewrite(pathname, request.nextUrl.searchParams.get('page'))
  if (rewrite?.kind === 'redirect') {
    const url = request.nextUrl.clone()
    url.searchParams.delete(rewrite.dropQuery)
    return NextResponse.redirect(url, 308)
  }
  if (rewrite?.kind === 'block') return editionNotFound(request, rewrite.edition)
  const { edition, rest } = splitEditionPath(pathname)
  if (rest[0] === NOT_FOUND_PAGE_SEGMENT) return editionNotFound(request, edition)
  const queryPage = queryPageRewrite(pathname, request.nextUrl.search, QUERY_PAGES)
  if (queryPage?.kind === 'block') return editionNotFound(request, queryPage.edition)
  if (queryPage?.kind === 'undecodable') return undecodablePathAnswer(queryPage.edition)
  if (queryPage) return rewriteTo(request, queryPage.to, { status: await queryPage.page.status?.(request.nextUrl.searchParams, edition) })
  if (rewrite) return rewriteTo(request, rewrite.to, { dropQuery: rewrite.dropQuery })
  return permanent(localeRouting(request))
}

export const config = {
  // Everything except the admin, the APIs, the health check, Next's own files and any path with a file extension;
  // and HSN code pages, whose codes may be written with dots ("/hsn-code/0306.17.20" redirects to "/hsn-code/03061720");
  // and any path with a percent sign, since Next answers an undecodable one with a 500 (see malformedPath).
  matcher: ['/((?!admin|api|livez|readyz|_next|_vercel|.*\\..*).*)', '/hsn-code/:path*', '/:locale/hsn-code/:path*', '/(.*%.*)'],
}
