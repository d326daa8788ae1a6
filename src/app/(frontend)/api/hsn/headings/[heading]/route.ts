import { getHeading } from '@/features/reference-tools/data/hsn'
import { answerReference, isRefusal, pageBody, readPageParams, refusalOf } from '@/features/reference-tools/data/http'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/** A 4-digit heading ("0306", "03.06") with its breadcrumb and its subheadings and tariff items, a page at a time. */
async function handleGet(request: Request, { params }: { params: Promise<{ heading: string }> }) {
  const { heading } = await params
  return answerReference(request, ['india-hsn', 'hs2022'], async (url) => {
    const page = readPageParams(url)
    if (isRefusal(page)) return page
    const result = await getHeading(heading, { limit: page.limit, offset: page.offset })
    if (!result.ok) return refusalOf(result, 'invalidHeading', 'codeNotFound', { code: heading })
    return { heading: result.heading, breadcrumb: result.breadcrumb, ...pageBody(result, page) }
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
