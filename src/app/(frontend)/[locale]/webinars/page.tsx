import { eventListRoute } from '@/features/resources/route-modules'

const route = eventListRoute('webinar')
export const generateMetadata = route.generateMetadata
export default route.Page
