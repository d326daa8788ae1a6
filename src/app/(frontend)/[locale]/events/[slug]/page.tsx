import { SiteShell } from '@/chrome/shell/SiteShell'
import { EventPage } from '@/features/resources/components/EventPage'
import { ITEM_SPECS } from '@/features/resources/items'
import { itemRoute } from '@/features/resources/route-modules'

// Rendered on first request and cached; hourly too, so that an event moves from upcoming to past on time.
export const revalidate = 3600
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const route = itemRoute(ITEM_SPECS.event, EventPage, SiteShell)
export const generateMetadata = route.generateMetadata
export default route.Page
