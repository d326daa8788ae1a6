import { searchHts } from '@/features/reference-tools/data/hts'
import { answerReference, invalidRequest } from '@/features/reference-tools/data/http'
import { htsCsvFileName, htsLinesCsv } from '@/features/reference-tools/hts-csv'
import { z } from '@/lib/zod'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/** At most this many lines in one file. */
const MAX_LINES = 1_000

const querySchema = z.string().trim().min(1).max(200)

/** `?q=` as on the lookup page: up to 1,000 matching HTS lines, best first, as a CSV download. */
function handleGet(request: Request) {
  return answerReference(request, ['us-hts'], async (url) => {
    const query = querySchema.safeParse(url.searchParams.get('q') ?? '')
    if (!query.success) return invalidRequest('invalidQuery')
    const result = await searchHts(query.data, { limit: MAX_LINES }, { maxLimit: MAX_LINES })
    if (!result.ok) return invalidRequest('invalidQuery')
    return new Response(htsLinesCsv(result.items), {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${htsCsvFileName(query.data)}"` },
    })
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
