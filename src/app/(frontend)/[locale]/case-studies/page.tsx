import { pagedListRoute } from '@/features/resources/route-modules'

const route = pagedListRoute('case-studies')
export const generateMetadata = route.generateMetadata
export default route.Page
