import { CaseStudyPage } from '@/features/resources/components/CaseStudyPage'
import { ITEM_SPECS } from '@/features/resources/items'
import { itemRoute } from '@/features/resources/route-modules'

export const dynamicParams = true
export function generateStaticParams() {
  return []
}

const route = itemRoute(ITEM_SPECS.caseStudy, CaseStudyPage)
export const generateMetadata = route.generateMetadata
export default route.Page
