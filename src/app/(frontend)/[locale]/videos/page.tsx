import { listRoute } from '@/features/resources/route-modules'

const route = listRoute(() => ({ kind: 'videos' }))
export const generateMetadata = route.generateMetadata
export default route.Page
