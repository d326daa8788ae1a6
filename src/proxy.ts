import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Everything except the admin, the APIs, Next's own files and any path with a file extension; and HSN
  // code pages, whose codes may be written with dots ("/hsn-code/0306.17.20" redirects to "/hsn-code/03061720").
  matcher: ['/((?!admin|api|_next|_vercel|.*\\..*).*)', '/hsn-code/:path*', '/:locale/hsn-code/:path*'],
}
