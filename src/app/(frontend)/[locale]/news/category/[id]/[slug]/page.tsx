import { categoryRoute } from '@/features/resources/route-modules'

const route = categoryRoute('news')
export const generateMetadata = route.generateMetadata
export default route.Page
