import { listSections } from '@/features/reference-tools/data/hsn'
import { answerReference } from '@/features/reference-tools/data/http'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/** The 21 HS sections with their chapters, and the chapters no section holds (77, 98). */
async function handleGet(request: Request) {
  return answerReference(request, ['india-hsn', 'hs2022'], async () => {
    const { sections, otherChapters } = await listSections()
    return { sections, otherChapters }
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
