import { SiteShell } from '@/chrome/shell/SiteShell'
import { postRoute } from '@/features/resources/route-modules'

// Posts render on first request and stay cached until the CMS revalidates the resources tag.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const route = postRoute('news', SiteShell)
export const generateMetadata = route.generateMetadata
export default route.Page
