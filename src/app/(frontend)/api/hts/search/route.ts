import { searchHts } from '@/features/reference-tools/data/hts'
import { answerSearch } from '@/features/reference-tools/data/http'

export const dynamic = 'force-dynamic'

/** `?q=` an HTS number prefix or words, `?page=` and `?pageSize=`: the matching US tariff lines, best first. */
export function GET(request: Request) {
  return answerSearch(request, 'us-hts', searchHts)
}
