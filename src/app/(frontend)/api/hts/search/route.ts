import { z } from 'zod'
import { searchHts } from '@/features/reference-data/hts'
import { answerReference, invalidRequest, isRefusal, pageBody, readPageParams } from '@/features/reference-data/http'

export const dynamic = 'force-dynamic'

const querySchema = z.string().trim().min(1).max(200)

/** `?q=` an HTS number prefix or words, `?page=` and `?pageSize=`: the matching US tariff lines, best first. */
export async function GET(request: Request) {
  return answerReference(request, ['us-hts'], async (url) => {
    const query = querySchema.safeParse(url.searchParams.get('q') ?? '')
    if (!query.success) return invalidRequest('invalidQuery')
    const page = readPageParams(url)
    if (isRefusal(page)) return page
    const result = await searchHts(query.data, { limit: page.limit, offset: page.offset })
    if (!result.ok) return invalidRequest('invalidQuery')
    return { query: query.data, kind: result.kind, matchMode: result.matchMode, corrections: result.corrections, ...pageBody(result, page) }
  })
}
