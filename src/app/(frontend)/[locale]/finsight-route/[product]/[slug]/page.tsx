import { SiteShell } from '@/chrome/shell/SiteShell'
import { finsightPostRoute } from '@/features/resources/route-modules'

// Served at /{product}-finsight/{slug} through the proxy's rewrite (src/lib/routes/internal-rewrites.ts).
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const route = finsightPostRoute(SiteShell)
export const generateMetadata = route.generateMetadata
export default route.Page
