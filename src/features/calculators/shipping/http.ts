import { MAX_PORT_RESULTS } from './ports'
import { portQuerySchema } from './schema'

/** The largest quote request read: 100 package lines fit in well under this. */
export const QUOTE_MAX_BYTES = 32 * 1024

/** `?q=` (1 to 60 characters) and `?limit=` (1 to 20, 20 by default) of the port search; null when malformed. */
export function readPortSearch(url: URL): { query: string; limit: number } | null {
  const query = portQuerySchema.safeParse(url.searchParams.get('q') ?? '')
  const limitText = url.searchParams.get('limit')
  const limit = limitText === null ? MAX_PORT_RESULTS : /^\d{1,2}$/.test(limitText) ? Number(limitText) : NaN
  if (!query.success || !(limit >= 1 && limit <= MAX_PORT_RESULTS)) return null
  return { query: query.data, limit }
}
