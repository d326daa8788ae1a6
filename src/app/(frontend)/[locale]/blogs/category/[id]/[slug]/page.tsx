import { categoryRoute } from '@/features/resources/route-modules'

const route = categoryRoute('blog')
export const generateMetadata = route.generateMetadata
export default route.Page
