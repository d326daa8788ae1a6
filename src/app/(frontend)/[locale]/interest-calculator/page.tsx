import { withoutQuery } from '@/lib/query-pages'
import InterestCalculatorPage, { generateMetadata as metadataWithQuery } from '../with-query/interest-calculator/page'

// The address without a query, rendered once and cached; with one, the proxy serves ../with-query/interest-calculator.
export default withoutQuery(InterestCalculatorPage)
export const generateMetadata = withoutQuery(metadataWithQuery)
