import { searchHts } from '@/features/reference-tools/data/hts'
import { answerSearch } from '@/features/reference-tools/data/http'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/** `?q=` an HTS number prefix or words, `?page=` and `?pageSize=`: the matching US tariff lines, best first. */
function handleGet(request: Request) {
  return answerSearch(request, 'us-hts', searchHts)
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
