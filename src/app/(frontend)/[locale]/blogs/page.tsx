import { postListRoute } from '@/features/resources/route-modules'

const route = postListRoute('blog')
export const generateMetadata = route.generateMetadata
export default route.Page
