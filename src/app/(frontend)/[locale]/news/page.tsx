import { postListRoute } from '@/features/resources/route-modules'

const route = postListRoute('news')
export const generateMetadata = route.generateMetadata
export default route.Page
