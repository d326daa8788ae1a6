import { withoutQuery } from '@/lib/query-pages'
import HsnFinderPage, { generateMetadata as metadataWithQuery } from '../with-query/hsn-code/page'

// The address without a query, rendered once and cached; with one, the proxy serves ../with-query/hsn-code.
export default withoutQuery(HsnFinderPage)
export const generateMetadata = withoutQuery(metadataWithQuery)
