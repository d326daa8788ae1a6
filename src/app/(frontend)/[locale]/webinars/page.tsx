import { SiteShell } from '@/chrome/shell/SiteShell'
import { listRoute } from '@/features/resources/route-modules'

// Hourly as well, so that an event moves from upcoming to past on time.
export const revalidate = 3600
const route = listRoute(() => ({ kind: 'webinar' }), SiteShell)
export const generateMetadata = route.generateMetadata
export default route.Page
