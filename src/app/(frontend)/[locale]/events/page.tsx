import { eventListRoute } from '@/features/resources/route-modules'

const route = eventListRoute('event')
export const generateMetadata = route.generateMetadata
export default route.Page
