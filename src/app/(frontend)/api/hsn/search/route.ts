import { searchHsn } from '@/features/reference-tools/data/hsn'
import { answerSearch } from '@/features/reference-tools/data/http'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/** `?q=` a code prefix or words, `?page=` and `?pageSize=`: the matching HSN codes, best first. */
function handleGet(request: Request) {
  return answerSearch(request, 'india-hsn', searchHsn)
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
