import { SiteShell } from '@/chrome/shell/SiteShell'
import { pagedListRoute } from '@/features/resources/route-modules'

// Page n of any resource list, reached through the proxy from "{list}?page=n" (src/lib/routes/internal-rewrites.ts).
// Hourly as well, for the event lists' upcoming and past.
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const route = pagedListRoute(SiteShell)
export const generateMetadata = route.generateMetadata
export default route.Page
