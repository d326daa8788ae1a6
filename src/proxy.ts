import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Everything except the admin, the APIs, Next's own files and any path with a file extension.
  matcher: ['/((?!admin|api|_next|_vercel|.*\\..*).*)'],
}
