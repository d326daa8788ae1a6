import { SiteShell } from '@/chrome/shell/SiteShell'
import { CaseStudyPage } from '@/features/resources/components/CaseStudyPage'
import { ITEM_SPECS } from '@/features/resources/items'
import { itemRoute } from '@/features/resources/route-modules'

export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const route = itemRoute(ITEM_SPECS.caseStudy, CaseStudyPage, SiteShell)
export const generateMetadata = route.generateMetadata
export default route.Page
