import { readHsnCode } from '@/features/reference-tools/data/code-input'
import { getHsnCode } from '@/features/reference-tools/data/hsn'
import { answerReference, invalidRequest, refusalOf } from '@/features/reference-tools/data/http'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/**
 * "03061720", "0306.17.20" or "0306 17 20" (chapter, heading, subheading, tariff item): the code with its
 * breadcrumb, HS 2022 wording, siblings, children and, for a legacy code, its current codes.
 */
async function handleGet(request: Request, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params
  return answerReference(request, ['india-hsn', 'hs2022'], async () => {
    const digits = readHsnCode(code)
    if (!digits) return invalidRequest('invalidCode')
    const result = await getHsnCode(digits)
    if (!result.ok) return refusalOf(result, 'invalidCode', 'codeNotFound', { code: digits })
    const { item, breadcrumb, siblings, children, currentCodes } = result
    return { item, breadcrumb, siblings, children, currentCodes }
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
