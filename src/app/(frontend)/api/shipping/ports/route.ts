import { answerReference, invalidRequest } from '@/features/reference-tools/data/http'
import { readPortSearch } from '@/features/calculators/shipping/http'
import { searchPorts } from '@/features/calculators/shipping/service'

export const dynamic = 'force-dynamic'

/** `?q=` a port name or UN/LOCODE (and `?limit=` 1..20): `{ results: [{ locode, name, country, countryName, lat, lon }] }`, best first. */
export function GET(request: Request) {
  return answerReference(
    request,
    ['unlocode-ports'],
    async (url) => {
      const search = readPortSearch(url)
      if (!search) return invalidRequest('invalidQuery')
      return { results: (await searchPorts(search.query)).slice(0, search.limit) }
    },
    { namespace: 'Shipping.errors' },
  )
}
