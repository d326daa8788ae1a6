import { SiteShell } from '@/chrome/shell/SiteShell'
import { VideoPage } from '@/features/resources/components/VideoPage'
import { ITEM_SPECS } from '@/features/resources/items'
import { itemRoute } from '@/features/resources/route-modules'

export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const route = itemRoute(ITEM_SPECS.video, VideoPage, SiteShell)
export const generateMetadata = route.generateMetadata
export default route.Page
