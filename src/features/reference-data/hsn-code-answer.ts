import { z } from 'zod'
import { getHsnCode } from './hsn'
import { answerReference, invalidRequest, refusalOf } from './http'

/** Digits with the dots or spaces people write them with: "0306.17.20", "0306 17 20". */
const digitsOf = (code: string) => code.replace(/[\s.]/g, '')

const LEVELS = {
  /** Chapter, heading, subheading or tariff item. */
  code: { pattern: /^\d{2,8}$/, invalid: 'invalidCode' },
  heading: { pattern: /^\d{4}$/, invalid: 'invalidHeading' },
} as const

/**
 * `/api/hsn/codes/{code}` and `/api/hsn/headings/{heading}`: the code with its breadcrumb, HS 2022 wording,
 * siblings, children (a heading's subheadings and items) and, for a legacy code, its current codes.
 */
export function answerHsnCode(request: Request, code: string, level: keyof typeof LEVELS): Promise<Response> {
  const { pattern, invalid } = LEVELS[level]
  return answerReference(request, ['india-hsn', 'hs2022'], async () => {
    const parsed = z.string().transform(digitsOf).pipe(z.string().regex(pattern)).safeParse(code)
    if (!parsed.success) return invalidRequest(invalid)
    const result = await getHsnCode(parsed.data)
    if (!result.ok) return refusalOf(result, invalid, 'codeNotFound', { code: parsed.data })
    const { item, breadcrumb, siblings, children, currentCodes } = result
    return { item, breadcrumb, siblings, children, currentCodes }
  })
}
