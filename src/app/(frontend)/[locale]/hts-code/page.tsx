import { withoutQuery } from '@/lib/query-pages'
import HtsLookupPage, { generateMetadata as metadataWithQuery } from '../with-query/hts-code/page'

// The address without a query, rendered once and cached; with one, the proxy serves ../with-query/hts-code.
export default withoutQuery(HtsLookupPage)
export const generateMetadata = withoutQuery(metadataWithQuery)
