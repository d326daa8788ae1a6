import { finsightPostRoute } from '@/features/resources/route-modules'

// Served at /{product}-finsight/{slug} through the proxy's rewrite (src/features/resources/internal-routes.ts).
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export const generateMetadata = finsightPostRoute.generateMetadata
export default finsightPostRoute.Page
