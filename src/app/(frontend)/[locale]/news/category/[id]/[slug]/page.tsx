import { listRoute } from '@/features/resources/route-modules'

// Rendered on first request and cached until the resources change (later pages: app/(frontend)/[locale]/paged-list).
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const route = listRoute(({ id, slug }: { locale: string; id: string; slug: string }) => ({ kind: 'news', categoryId: id, categorySlug: slug }))
export const generateMetadata = route.generateMetadata
export default route.Page
