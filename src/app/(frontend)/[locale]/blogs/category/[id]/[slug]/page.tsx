import { SiteShell } from '@/chrome/shell/SiteShell'
import { listRoute } from '@/features/resources/route-modules'

// Category lists render on first request and stay cached until the CMS revalidates the resources tag; a wrong
// slug's redirect is cached too.
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const route = listRoute(({ id, slug }: { locale: string; id: string; slug: string }) => ({ kind: 'blog', categoryId: id, categorySlug: slug }), SiteShell)
export const generateMetadata = route.generateMetadata
export default route.Page
