import { searchHsn } from '@/features/reference-tools/data/hsn'
import { answerSearch } from '@/features/reference-tools/data/http'

export const dynamic = 'force-dynamic'

/** `?q=` a code prefix or words, `?page=` and `?pageSize=`: the matching HSN codes, best first. */
export function GET(request: Request) {
  return answerSearch(request, 'india-hsn', searchHsn)
}
