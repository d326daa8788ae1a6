import { answerCalculator } from '@/features/calculators/interest/http'
import { calculateInvoiceFinance } from '@/features/calculators/interest/service'
import { renderTermsheet } from '@/features/calculators/interest/termsheet'
import { companyFromSettings } from '@/lib/site-links/document-company'
import { getSiteSettings } from '@/lib/queries/site'
import { routeMethods } from '@/lib/api/route-methods'

export const dynamic = 'force-dynamic'

/**
 * GET ?edition=en-in|es-mx|en-us and the invoice-finance parameters: the indicative termsheet as a PDF in the
 * edition's language, with its company details (without `edition`, the caller's Accept-Language decides).
 */
function handleGet(request: Request) {
  return answerCalculator(request, calculateInvoiceFinance, async (calculation, edition) => {
    const company = companyFromSettings(await getSiteSettings(edition))
    const { bytes, fileName } = await renderTermsheet(edition, calculation, company)
    return new Response(Buffer.from(bytes), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${fileName}"`,
        // Dated the day it is issued, with the company details of the moment: kept briefly.
        'cache-control': 'public, max-age=300',
        vary: 'accept-language',
      },
    })
  })
}

export const { GET, HEAD, OPTIONS, POST, PUT, DELETE, PATCH } = routeMethods({ GET: handleGet })
