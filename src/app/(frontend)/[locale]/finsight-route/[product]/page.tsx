import { SiteShell } from '@/chrome/shell/SiteShell'
import { finsightTarget, listRoute } from '@/features/resources/route-modules'

// Served at /{product}-finsight through the proxy's rewrite (src/lib/routes/internal-rewrites.ts).
// Rendered on first request and cached until the resources change (later pages: app/(frontend)/[locale]/paged-list).
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const route = listRoute(finsightTarget, SiteShell)
export const generateMetadata = route.generateMetadata
export default route.Page
