import { finsightPostRoute } from '@/features/resources/route-modules'

// Served at /{product}-finsight/{slug} through the proxy's rewrite (src/lib/routes/internal-rewrites.ts).
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export const generateMetadata = finsightPostRoute.generateMetadata
export default finsightPostRoute.Page
