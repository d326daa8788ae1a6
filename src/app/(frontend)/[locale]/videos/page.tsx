import { pagedListRoute } from '@/features/resources/route-modules'

const route = pagedListRoute('videos')
export const generateMetadata = route.generateMetadata
export default route.Page
