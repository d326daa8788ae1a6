import { answerReference, invalidRequest } from '@/features/reference-tools/data/http'
import { readPortSearch } from '@/features/calculators/shipping/http'
import { searchPorts } from '@/features/calculators/shipping/service'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/** `?q=` a port name or UN/LOCODE (and `?limit=` 1..20): `{ results: [{ locode, name, country, countryName, lat, lon }] }`, best first. */
function handleGet(request: Request) {
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

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
