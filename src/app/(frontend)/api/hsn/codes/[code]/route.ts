import { z } from 'zod'
import { getHsnCode } from '@/features/reference-data/hsn'
import { answerReference, invalidRequest, refusalOf } from '@/features/reference-data/http'

export const dynamic = 'force-dynamic'

/** "03061720", "0306.17.20" or "0306 17 20": 2 to 8 digits (chapter, heading, subheading, tariff item). */
const codeSchema = z
  .string()
  .transform((code) => code.replace(/[\s.]/g, ''))
  .pipe(z.string().regex(/^\d{2,8}$/))

/** A code with its breadcrumb, HS 2022 wording, siblings, children and, for a legacy code, its current codes. */
export async function GET(request: Request, { params }: { params: Promise<{ code: string }> }) {
  const { code } = await params
  return answerReference(request, ['india-hsn', 'hs2022'], async () => {
    const parsed = codeSchema.safeParse(code)
    if (!parsed.success) return invalidRequest('invalidCode')
    const result = await getHsnCode(parsed.data)
    if (!result.ok) return refusalOf(result, 'invalidCode', 'codeNotFound', { code: parsed.data })
    const { item, breadcrumb, siblings, children, currentCodes } = result
    return { item, breadcrumb, siblings, children, currentCodes }
  })
}
