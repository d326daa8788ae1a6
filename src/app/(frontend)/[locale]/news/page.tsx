import { SiteShell } from '@/chrome/shell/SiteShell'
import { listRoute } from '@/features/resources/route-modules'

const route = listRoute(() => ({ kind: 'news' }), SiteShell)
export const generateMetadata = route.generateMetadata
export default route.Page
