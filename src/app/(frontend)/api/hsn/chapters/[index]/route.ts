import { chapterCode, readChapterIndex } from '@/features/reference-tools/data/code-input'
import { getChapter } from '@/features/reference-tools/data/hsn'
import { answerReference, invalidRequest, refusalOf } from '@/features/reference-tools/data/http'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/** Every chapter has fewer headings than this, so one answer holds them all. */
const MAX_HEADINGS = 200

/** A chapter ("3" or "03") with its section and its current headings, each with its number of tariff items. */
async function handleGet(request: Request, { params }: { params: Promise<{ index: string }> }) {
  const { index } = await params
  return answerReference(request, ['india-hsn', 'hs2022'], async () => {
    const number = readChapterIndex(index)
    if (number === null) return invalidRequest('invalidChapter')
    const chapter = chapterCode(number)
    const result = await getChapter(chapter, { limit: MAX_HEADINGS })
    if (!result.ok) return refusalOf(result, 'invalidChapter', 'chapterNotFound', { chapter })
    return { chapter: result.chapter, section: result.section, headings: result.items, total: result.total }
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
