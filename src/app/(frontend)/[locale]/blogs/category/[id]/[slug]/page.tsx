import { listRoute } from '@/features/resources/route-modules'

const route = listRoute(({ id, slug }: { locale: string; id: string; slug: string }) => ({ kind: 'blog', categoryId: id, categorySlug: slug }))
export const generateMetadata = route.generateMetadata
export default route.Page
