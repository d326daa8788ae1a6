import { NextResponse, type NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { internalRewrite } from './features/resources/internal-routes'
import { routing } from './i18n/routing'

const localeRouting = createMiddleware(routing)

export default function proxy(request: NextRequest) {
  const rewrite = internalRewrite(request.nextUrl.pathname, request.nextUrl.searchParams.get('page'))
  if (rewrite?.kind === 'redirect') {
    const url = request.nextUrl.clone()
    url.searchParams.delete(rewrite.dropQuery)
    return NextResponse.redirect(url, 308)
  }
  if (rewrite) {
    const url = request.nextUrl.clone()
    // A blocked internal address goes to a path no page has: the edition's 404.
    url.pathname = rewrite.kind === 'rewrite' ? rewrite.to : `/${rewrite.edition}/not-found`
    if (rewrite.kind === 'rewrite' && rewrite.dropQuery) url.searchParams.delete(rewrite.dropQuery)
    return NextResponse.rewrite(url)
  }
  return localeRouting(request)
}

export const config = {
  // Everything except the admin, the APIs, the health check, Next's own files and any path with a file extension; and HSN
  // code pages, whose codes may be written with dots ("/hsn-code/0306.17.20" redirects to "/hsn-code/03061720").
  matcher: ['/((?!admin|api|healthz|_next|_vercel|.*\\..*).*)', '/hsn-code/:path*', '/:locale/hsn-code/:path*'],
}
