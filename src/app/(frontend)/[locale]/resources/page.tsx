import { withoutQuery } from '@/lib/query-pages'
import ResourceSearchPage, { generateMetadata as metadataWithQuery } from '../with-query/resources/page'

// The address without a query, rendered once and cached; with one, the proxy serves ../with-query/resources.
export default withoutQuery(ResourceSearchPage)
export const generateMetadata = withoutQuery(metadataWithQuery)
