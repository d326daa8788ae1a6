import { withoutQuery } from '@/lib/query-pages'
import ShipmentCalculatorPage, { generateMetadata as metadataWithQuery } from '../with-query/shipment-calculator/page'

// The address without a query, rendered once and cached; with one, the proxy serves ../with-query/shipment-calculator.
export default withoutQuery(ShipmentCalculatorPage)
export const generateMetadata = withoutQuery(metadataWithQuery)
