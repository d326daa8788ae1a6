import { SiteShell } from '@/chrome/shell/SiteShell'
import { listRoute } from '@/features/resources/route-modules'

// Rendered per request: a wrong slug redirects to the right one, and a redirect from a cached page doubles its
// Location header (next.js#82117). Later pages (app/(frontend)/[locale]/paged-list) are cached.
export const dynamic = 'force-dynamic'

const route = listRoute(({ id, slug }: { locale: string; id: string; slug: string }) => ({ kind: 'news', categoryId: id, categorySlug: slug }), SiteShell)
export const generateMetadata = route.generateMetadata
export default route.Page
